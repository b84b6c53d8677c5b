import type { UserType } from '@dating/platform';
import { ACCOMMODATION, ALCOHOL, EDUCATION_LEVELS, EYES_COLORS, FLOWERS, GOALS, HOLIDAYS, PETS, SMOKING } from '@dating/rules';
import { CITIES } from '../infrastructure/migrations/cities.data.js';

/**
 * Realistic, deterministic profiles: the demo's ladies and men and the search benchmark's 100,000
 * come from here. A seeded random source (mulberry32), so a seed gives the same people every run.
 */

/** A small seeded random source: `next()` in [0, 1). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items`, each with its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** `count` distinct items of `items`, in their order. */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
  }
}

/** First names by where their bearers live (ISO numeric country ids): a name that fits the country. */
type NamesByRegion = readonly (readonly [countries: readonly number[], names: readonly string[]])[];

/** Ladies' first names by where they live. */
const LADY_NAMES_BY_REGION: NamesByRegion = [
  [
    [804, 112],
    [
      'Anna',
      'Olga',
      'Maria',
      'Elena',
      'Natalia',
      'Irina',
      'Svetlana',
      'Tatiana',
      'Yulia',
      'Oksana',
      'Kateryna',
      'Viktoria',
      'Alina',
      'Daria',
      'Anastasia',
      'Sofia',
      'Polina',
      'Valeria',
      'Kristina',
      'Marina',
      'Larisa',
      'Galina',
      'Ludmila',
      'Inna',
      'Vera',
      'Nadia',
      'Lilia',
      'Diana',
      'Veronika',
      'Yana',
      'Alena',
      'Karina',
      'Ksenia',
      'Milana',
      'Ulyana',
      'Zlata',
    ],
  ],
  [[498], ['Ana', 'Maria', 'Elena', 'Cristina', 'Natalia', 'Olga', 'Ioana', 'Daniela', 'Victoria', 'Doina']],
  [[398], ['Aigerim', 'Madina', 'Dana', 'Aruzhan', 'Dinara', 'Saule', 'Alina', 'Anastasia', 'Elena', 'Olga']],
  [[268], ['Nino', 'Tamar', 'Ana', 'Mariam', 'Salome', 'Eka', 'Natia']],
  [[428], ['Laura', 'Kristine', 'Anna', 'Liga', 'Ilze', 'Elina', 'Marta']],
  [[440], ['Ieva', 'Laura', 'Ruta', 'Egle', 'Agne', 'Greta', 'Lina']],
  [[616], ['Agnieszka', 'Katarzyna', 'Magdalena', 'Joanna', 'Anna', 'Natalia', 'Karolina']],
  [[642], ['Ioana', 'Andreea', 'Elena', 'Bianca', 'Alina', 'Cristina', 'Diana']],
  [
    [170, 604, 218, 214, 484],
    [
      'Camila',
      'Valentina',
      'Isabella',
      'Daniela',
      'Gabriela',
      'Mariana',
      'Paola',
      'Carolina',
      'Juliana',
      'Luisa',
      'Andrea',
      'Catalina',
      'Lucia',
      'Rosa',
      'Ximena',
    ],
  ],
  [[76], ['Beatriz', 'Fernanda', 'Larissa', 'Thalita', 'Juliana', 'Gabriela', 'Mariana', 'Bianca', 'Leticia', 'Camila']],
  [[608], ['Kristine', 'Maricel', 'Rowena', 'Joy', 'Grace', 'Precious', 'Lovely', 'Cherry', 'Mae', 'Jasmine', 'Angelica']],
  [[764], ['Siriporn', 'Nok', 'Ploy', 'Pim', 'Malee', 'Kanya']],
  [[704], ['Linh', 'Huong', 'Mai', 'Thao', 'Ngoc', 'Lan']],
];

/** Men's first names by where they live. */
const MEN_NAMES_BY_REGION: NamesByRegion = [
  [
    [840, 124, 826, 36, 554, 372],
    [
      'John',
      'Mike',
      'David',
      'James',
      'Robert',
      'William',
      'Richard',
      'Thomas',
      'Daniel',
      'Matthew',
      'Andrew',
      'Mark',
      'Steven',
      'Paul',
      'Kevin',
      'Brian',
      'George',
      'Edward',
      'Peter',
      'Jason',
      'Ryan',
      'Eric',
      'Stephen',
      'Jonathan',
      'Scott',
      'Gregory',
      'Patrick',
      'Simon',
      'Oliver',
      'Henry',
      'Alan',
      'Chris',
      'Tony',
      'Sam',
      'Ben',
      'Nick',
      'Adam',
      'Carl',
    ],
  ],
  [
    [276, 40, 756],
    ['Lukas', 'Markus', 'Stefan', 'Hans', 'Martin', 'Frank', 'Michael', 'Andreas', 'Florian', 'Tobias'],
  ],
  [[250], ['Pierre', 'Nicolas', 'Julien', 'Laurent', 'Antoine', 'Olivier']],
  [[380], ['Luca', 'Marco', 'Alessandro', 'Giuseppe', 'Matteo', 'Andrea']],
  [[724], ['Javier', 'Carlos', 'Pablo', 'Alejandro', 'Miguel', 'Sergio']],
  [[528], ['Jan', 'Daan', 'Pieter', 'Thijs', 'Bram', 'Ruben']],
  [
    [752, 578],
    ['Erik', 'Lars', 'Anders', 'Johan', 'Magnus', 'Ole'],
  ],
  [[376], ['Yossi', 'Avi', 'Noam', 'Eitan', 'Ariel', 'Oren']],
  [[784], ['Omar', 'Ahmed', 'Khalid', 'Rashid', 'Yusuf', 'Tariq']],
];

const NAMES_BY_REGION: Record<UserType, NamesByRegion> = { woman: LADY_NAMES_BY_REGION, man: MEN_NAMES_BY_REGION };
/** Every name of a sex, for a country outside the regions. */
const ALL_NAMES: Record<UserType, readonly string[]> = {
  woman: [...new Set(LADY_NAMES_BY_REGION.flatMap(([, names]) => names))],
  man: [...new Set(MEN_NAMES_BY_REGION.flatMap(([, names]) => names))],
};

/** The first names that fit a member of this sex living in this country (the same list each call). */
export function namesFor(userType: UserType, countryId: number): readonly string[] {
  return NAMES_BY_REGION[userType].find(([countries]) => countries.includes(countryId))?.[1] ?? ALL_NAMES[userType];
}

/** Where the ladies live (ISO numeric country id, weight): the introduction agencies' countries. */
const LADY_COUNTRIES: readonly (readonly [number, number])[] = [
  [804, 30],
  [112, 6],
  [498, 4],
  [398, 5],
  [268, 3],
  [428, 2],
  [440, 2],
  [616, 3],
  [642, 3],
  [170, 10],
  [76, 6],
  [604, 3],
  [218, 2],
  [214, 2],
  [608, 10],
  [764, 5],
  [704, 2],
  [484, 3],
];

/** Where the men live. */
const MEN_COUNTRIES: readonly (readonly [number, number])[] = [
  [840, 35],
  [124, 8],
  [826, 10],
  [276, 8],
  [250, 4],
  [380, 4],
  [724, 3],
  [528, 3],
  [752, 3],
  [578, 2],
  [36, 7],
  [554, 2],
  [756, 3],
  [40, 2],
  [372, 2],
  [376, 2],
  [784, 2],
];

const NATIONALITY_OF: Readonly<Record<number, string>> = {
  804: 'Ukrainian',
  112: 'Belarusian',
  498: 'Moldovan',
  398: 'Kazakh',
  268: 'Georgian',
  428: 'Latvian',
  440: 'Lithuanian',
  616: 'Polish',
  642: 'Romanian',
  170: 'Colombian',
  76: 'Brazilian',
  604: 'Peruvian',
  218: 'Ecuadorian',
  214: 'Dominican',
  608: 'Filipino',
  764: 'Thai',
  704: 'Vietnamese',
  484: 'Mexican',
  840: 'American',
  124: 'Canadian',
  826: 'British',
  276: 'German',
  250: 'French',
  380: 'Italian',
  724: 'Spanish',
  528: 'Dutch',
  752: 'Swedish',
  578: 'Norwegian',
  36: 'Australian',
  554: 'New Zealander',
  756: 'Swiss',
  40: 'Austrian',
  372: 'Irish',
  376: 'Israeli',
  784: 'British',
};

/** Second languages by country (English is the shared one). */
const LOCAL_LANGUAGE: Readonly<Record<number, string>> = {
  170: 'Spanish',
  604: 'Spanish',
  218: 'Spanish',
  214: 'Spanish',
  484: 'Spanish',
  724: 'Spanish',
  76: 'Portuguese',
  276: 'German',
  40: 'German',
  756: 'German',
  250: 'French',
  124: 'French',
};

const LADY_OCCUPATIONS = [
  'teacher',
  'nurse',
  'accountant',
  'designer',
  'manager',
  'economist',
  'doctor',
  'pharmacist',
  'lawyer',
  'dentist',
  'hairdresser',
  'photographer',
  'engineer',
  'translator',
  'marketing specialist',
  'student',
  'sales assistant',
  'dancer',
  'fitness trainer',
  'architect',
  'journalist',
  'florist',
  'chef',
  'bank clerk',
];

/** What a member says of her work: a student studies, and a retired man no longer works. */
export function workSentence(occupation: string): string {
  const a = /^[aeiou]/.test(occupation) ? 'an' : 'a';
  if (occupation === 'student') return 'I am a student, and I love what I study.';
  if (occupation.startsWith('retired ')) return `I am ${a} ${occupation}, and now I have time for everything I love.`;
  return `I work as ${a} ${occupation} and I enjoy what I do.`;
}

const MEN_OCCUPATIONS = [
  'engineer',
  'software developer',
  'business owner',
  'doctor',
  'lawyer',
  'pilot',
  'architect',
  'sales manager',
  'teacher',
  'firefighter',
  'electrician',
  'consultant',
  'financial analyst',
  'photographer',
  'chef',
  'mechanic',
  'project manager',
  'dentist',
  'retired officer',
  'farmer',
];

const INTERESTS = [
  'travel',
  'cooking',
  'yoga',
  'dancing',
  'reading',
  'music',
  'hiking',
  'swimming',
  'cinema',
  'photography',
  'painting',
  'gardening',
  'fitness',
  'fashion',
  'theatre',
  'cycling',
  'skiing',
  'fishing',
  'golf',
  'chess',
  'languages',
  'volunteering',
];

const LADY_OPENERS = [
  'I am a cheerful and kind woman who loves life and people around me.',
  'My friends say that I am calm, caring and a little bit romantic.',
  'I am an open, sincere and positive person with a good sense of humor.',
  'I am a gentle and feminine woman, and I believe that kindness makes the world better.',
  'Life taught me to appreciate simple things: a warm conversation, a walk by the sea, a good book.',
  'I am energetic and curious, and I always try to see the bright side of things.',
  'I would describe myself as honest, loyal and family oriented.',
];

const MEN_OPENERS = [
  'I am an easygoing man with a steady job and a warm heart.',
  'Friends describe me as reliable, honest and a good listener.',
  'I am a positive person who enjoys life and values sincerity above all.',
  'I am a calm and caring man who likes to take care of the people close to him.',
  'I have travelled a lot, and now I am ready to share my life with someone special.',
  'I am active, open-minded and I like to laugh.',
];

const CLOSERS_LADY = [
  'I am looking for a serious and kind man to build a happy future together.',
  'I hope to meet a man who is honest, caring and ready for a real relationship.',
  'I dream of a loving family and a man I can trust with my whole heart.',
  'If you are looking for sincerity and warmth, write to me and let us get to know each other.',
  'I believe that age and distance mean nothing when two hearts are close.',
];

const CLOSERS_MAN = [
  'I am looking for a kind and feminine woman to share love, trust and adventures.',
  'I hope to find a sincere partner and build a strong family.',
  'If you value honesty and respect, I would be happy to hear from you.',
  'I want to meet a woman who smiles often and is ready for a serious relationship.',
];

const ABOUT_YOURSELF = [
  'On weekends I like to meet friends, cook something new and go for long walks.',
  'My perfect evening is a cozy dinner at home and a good movie.',
  'I enjoy nature, the sea and mountains; travelling gives me a lot of energy.',
  'I spend my free time on sports and learning something new every week.',
  'I love music and dancing, and I never miss a chance to visit a concert.',
];

const TYPE_WOMAN = [
  'I would like to meet a kind, feminine and honest woman who values family.',
  'My ideal partner is warm, caring and has a good sense of humor.',
  'I am looking for a woman who is sincere, loyal and ready for a serious relationship.',
  'A gentle woman with a big heart who likes to travel and enjoy life together.',
];

const TYPE_MAN = [
  'I would like to meet a reliable, kind man who knows what he wants in life.',
  'My ideal man is caring, honest and has a good sense of humor.',
  'I am looking for a serious man who is ready to create a family.',
  'A strong and gentle man who respects women and loves to travel.',
];

const STATUSES = ['Looking for my soulmate', 'Happy today!', 'Believe in love', 'Enjoying the sunshine', 'Ready for new adventures', ''];

/** Everything the generator decides about one member. */
export interface GeneratedProfile {
  userType: UserType;
  name: string;
  birthday: string;
  countryId: number;
  city: string;
  nationality: string;
  occupation: string;
  education: string;
  maritalStatus: string;
  englishLevel: string;
  languages: string[];
  religion: string;
  interests: string[];
  pets: string[];
  flowers: string[];
  holidays: string[];
  goals: string[];
  children: string;
  smoking: string;
  alcohol: string;
  accommodation: string;
  hairColor: string;
  eyesColor: string;
  bodyType: string;
  heightCm: number;
  weightKg: number;
  status: string;
  aboutMe: string;
  aboutYourself: string;
  lookingFor: {
    ageFrom: number;
    ageTo: number;
    heightFrom: number;
    heightTo: number;
    weightFrom: number;
    weightTo: number;
    hairColor: string | null;
    eyesColor: string | null;
    children: string | null;
    type: string;
  };
  withWebCam: boolean;
  withHdCam: boolean;
  phone: string;
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface GenerateOptions {
  name?: string;
  today?: Date;
  /** Where the member lives (ISO numeric), instead of a drawn country. */
  countryId?: number;
}

/** One profile of the given sex, born `age` years before `today` (a day drawn at random). */
export function generateProfile(random: SeededRandom, userType: UserType, options: GenerateOptions = {}): GeneratedProfile {
  const woman = userType === 'woman';
  const today = options.today ?? new Date();
  const age = woman
    ? random.weighted([
        [random.int(20, 27), 4],
        [random.int(28, 35), 5],
        [random.int(36, 45), 3],
        [random.int(46, 55), 1],
      ])
    : random.weighted([
        [random.int(26, 35), 3],
        [random.int(36, 45), 4],
        [random.int(46, 60), 3],
        [random.int(61, 70), 1],
      ]);
  const born = new Date(Date.UTC(today.getUTCFullYear() - age - 1, 0, 1) + random.int(1, 364) * 86_400_000);
  // Drawn even when given, so the profiles generated after this one stay the same.
  const drawnCountry = random.weighted(woman ? LADY_COUNTRIES : MEN_COUNTRIES);
  const countryId = options.countryId ?? drawnCountry;
  const city = random.pick(CITIES[countryId] ?? ['Capital']);
  const occupation = random.pick(woman ? LADY_OCCUPATIONS : MEN_OCCUPATIONS);
  const interests = random.some(INTERESTS, random.int(2, 5));
  const localLanguage = LOCAL_LANGUAGE[countryId];
  const englishLevel = random.weighted([
    ['basic', 2],
    ['intermediate', 4],
    ['good', 3],
    ['fluent', woman ? 1 : 6],
  ] as const);
  const hairColor = woman
    ? random.weighted([
        ['blond', 3],
        ['brown', 3],
        ['brunette', 4],
        ['redhead', 1],
        ['colored', 1],
      ] as const)
    : random.weighted([
        ['brown', 5],
        ['brunette', 3],
        ['blond', 2],
        ['redhead', 1],
        ['colored', 1],
      ] as const);
  const heightCm = woman ? random.int(152, 180) : random.int(168, 196);
  const bodyType = woman
    ? random.weighted([
        ['thin', 2],
        ['slender', 5],
        ['athletic', 3],
        ['extra', 1],
        ['plump', 1],
      ] as const)
    : random.weighted([
        ['slender', 2],
        ['athletic', 4],
        ['extra', 3],
        ['plump', 1],
        ['thin', 1],
      ] as const);
  const bmi = { thin: 18, slender: 20, athletic: 23, extra: 27, plump: 31 }[bodyType];
  const weightKg = Math.round(bmi * (heightCm / 100) ** 2) + random.int(-2, 2);
  const withWebCam = woman && random.chance(0.35);
  const maritalStatus = random.weighted([
    ['single', 3],
    ['never been married', 3],
    ['divorced', 4],
    ['widow', woman ? 1 : 0.3],
  ] as const);
  const children = random.weighted([
    ['none', 4],
    ['want', 2],
    ['have', 2],
    ['have but living separately', woman ? 0.5 : 2],
    ['adult', age > 45 ? 3 : 0],
  ] as const);
  const ownAgeFrom = woman ? Math.max(18, age - 2) : Math.max(18, age - 20);
  const ownAgeTo = woman ? Math.min(100, age + 20) : Math.min(100, Math.max(ownAgeFrom + 5, age - 2));
  return {
    userType,
    name: options.name ?? random.pick(namesFor(userType, countryId)),
    birthday: born.toISOString().slice(0, 10),
    countryId,
    city,
    nationality: NATIONALITY_OF[countryId] ?? 'American',
    occupation,
    education: random.weighted(EDUCATION_LEVELS.map((e, i) => [e, [1, 3, 1, 5, 4, 1][i]!] as const)),
    maritalStatus,
    englishLevel,
    languages: ['English', ...(localLanguage ? [localLanguage] : []), ...(random.chance(0.2) ? [random.pick(['French', 'German', 'Spanish'])] : [])].filter(
      (l, i, all) => all.indexOf(l) === i,
    ),
    religion: random.weighted([
      ['christianity', 6],
      ['catholicism', 4],
      ['buddhism', woman ? 2 : 0.5],
      ['other', 2],
      ['islam', 0.5],
      ['hinduism', 0.3],
    ] as const),
    interests,
    pets: random.chance(0.6) ? random.some(PETS, random.int(1, 2)) : [],
    flowers: woman ? random.some(FLOWERS, random.int(1, 3)) : [],
    holidays: random.some(HOLIDAYS, random.int(1, 3)),
    goals: random.some(GOALS, random.int(1, 3)),
    children,
    smoking: random.weighted(SMOKING.map((s, i) => [s, [8, 2, 1][i]!] as const)),
    alcohol: random.weighted(ALCOHOL.map((s, i) => [s, [3, 4, 1, 4][i]!] as const)),
    accommodation: random.weighted(ACCOMMODATION.map((s, i) => [s, [woman ? 2 : 0.3, 0.5, woman ? 0.5 : 0.1, 3, 4][i]!] as const)),
    hairColor,
    eyesColor: random.pick(EYES_COLORS),
    bodyType,
    heightCm,
    weightKg,
    status: random.pick(STATUSES),
    aboutMe: [
      random.pick(woman ? LADY_OPENERS : MEN_OPENERS),
      workSentence(occupation),
      `${sentence(interests.slice(0, -1).join(', ') || interests[0]!)}${interests.length > 1 ? ` and ${interests.at(-1)}` : ''} ${interests.length > 1 ? 'are' : 'is'} what makes my free time happy.`,
      random.pick(woman ? CLOSERS_LADY : CLOSERS_MAN),
    ].join(' '),
    aboutYourself: random.pick(ABOUT_YOURSELF),
    lookingFor: {
      ageFrom: ownAgeFrom,
      ageTo: ownAgeTo,
      heightFrom: woman ? Math.max(150, heightCm) : 150,
      heightTo: woman ? 200 : Math.min(200, heightCm + 5),
      weightFrom: woman ? 60 : 45,
      weightTo: woman ? 110 : 75,
      hairColor: random.chance(0.3) ? random.pick(['blond', 'brown', 'brunette'] as const) : null,
      eyesColor: random.chance(0.2) ? random.pick(EYES_COLORS) : null,
      children: random.chance(0.3) ? random.pick(['none', 'want', 'have'] as const) : null,
      type: random.pick(woman ? TYPE_MAN : TYPE_WOMAN),
    },
    withWebCam,
    withHdCam: withWebCam && random.chance(0.4),
    phone: `+${random.int(1, 99)} ${random.int(100, 999)} ${random.int(100, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
  };
}
