/** The country list both identity (registration country) and profiles (the geo lists) seed: [ISO 3166-1 numeric (the id), alpha-2 code, English name]. */
export const COUNTRIES: readonly (readonly [number, string, string])[] = [
  [8, 'AL', 'Albania'],
  [12, 'DZ', 'Algeria'],
  [20, 'AD', 'Andorra'],
  [32, 'AR', 'Argentina'],
  [51, 'AM', 'Armenia'],
  [36, 'AU', 'Australia'],
  [40, 'AT', 'Austria'],
  [31, 'AZ', 'Azerbaijan'],
  [48, 'BH', 'Bahrain'],
  [50, 'BD', 'Bangladesh'],
  [112, 'BY', 'Belarus'],
  [56, 'BE', 'Belgium'],
  [68, 'BO', 'Bolivia'],
  [70, 'BA', 'Bosnia and Herzegovina'],
  [76, 'BR', 'Brazil'],
  [100, 'BG', 'Bulgaria'],
  [116, 'KH', 'Cambodia'],
  [124, 'CA', 'Canada'],
  [152, 'CL', 'Chile'],
  [156, 'CN', 'China'],
  [170, 'CO', 'Colombia'],
  [188, 'CR', 'Costa Rica'],
  [191, 'HR', 'Croatia'],
  [192, 'CU', 'Cuba'],
  [196, 'CY', 'Cyprus'],
  [203, 'CZ', 'Czechia'],
  [208, 'DK', 'Denmark'],
  [214, 'DO', 'Dominican Republic'],
  [218, 'EC', 'Ecuador'],
  [818, 'EG', 'Egypt'],
  [222, 'SV', 'El Salvador'],
  [233, 'EE', 'Estonia'],
  [231, 'ET', 'Ethiopia'],
  [246, 'FI', 'Finland'],
  [250, 'FR', 'France'],
  [268, 'GE', 'Georgia'],
  [276, 'DE', 'Germany'],
  [288, 'GH', 'Ghana'],
  [300, 'GR', 'Greece'],
  [320, 'GT', 'Guatemala'],
  [340, 'HN', 'Honduras'],
  [344, 'HK', 'Hong Kong'],
  [348, 'HU', 'Hungary'],
  [352, 'IS', 'Iceland'],
  [356, 'IN', 'India'],
  [360, 'ID', 'Indonesia'],
  [372, 'IE', 'Ireland'],
  [376, 'IL', 'Israel'],
  [380, 'IT', 'Italy'],
  [388, 'JM', 'Jamaica'],
  [392, 'JP', 'Japan'],
  [400, 'JO', 'Jordan'],
  [398, 'KZ', 'Kazakhstan'],
  [404, 'KE', 'Kenya'],
  [414, 'KW', 'Kuwait'],
  [417, 'KG', 'Kyrgyzstan'],
  [428, 'LV', 'Latvia'],
  [422, 'LB', 'Lebanon'],
  [438, 'LI', 'Liechtenstein'],
  [440, 'LT', 'Lithuania'],
  [442, 'LU', 'Luxembourg'],
  [458, 'MY', 'Malaysia'],
  [470, 'MT', 'Malta'],
  [484, 'MX', 'Mexico'],
  [498, 'MD', 'Moldova'],
  [492, 'MC', 'Monaco'],
  [496, 'MN', 'Mongolia'],
  [499, 'ME', 'Montenegro'],
  [504, 'MA', 'Morocco'],
  [524, 'NP', 'Nepal'],
  [528, 'NL', 'Netherlands'],
  [554, 'NZ', 'New Zealand'],
  [558, 'NI', 'Nicaragua'],
  [566, 'NG', 'Nigeria'],
  [807, 'MK', 'North Macedonia'],
  [578, 'NO', 'Norway'],
  [512, 'OM', 'Oman'],
  [586, 'PK', 'Pakistan'],
  [591, 'PA', 'Panama'],
  [600, 'PY', 'Paraguay'],
  [604, 'PE', 'Peru'],
  [608, 'PH', 'Philippines'],
  [616, 'PL', 'Poland'],
  [620, 'PT', 'Portugal'],
  [630, 'PR', 'Puerto Rico'],
  [634, 'QA', 'Qatar'],
  [642, 'RO', 'Romania'],
  [643, 'RU', 'Russia'],
  [674, 'SM', 'San Marino'],
  [682, 'SA', 'Saudi Arabia'],
  [688, 'RS', 'Serbia'],
  [702, 'SG', 'Singapore'],
  [703, 'SK', 'Slovakia'],
  [705, 'SI', 'Slovenia'],
  [710, 'ZA', 'South Africa'],
  [410, 'KR', 'South Korea'],
  [724, 'ES', 'Spain'],
  [144, 'LK', 'Sri Lanka'],
  [752, 'SE', 'Sweden'],
  [756, 'CH', 'Switzerland'],
  [158, 'TW', 'Taiwan'],
  [762, 'TJ', 'Tajikistan'],
  [834, 'TZ', 'Tanzania'],
  [764, 'TH', 'Thailand'],
  [780, 'TT', 'Trinidad and Tobago'],
  [788, 'TN', 'Tunisia'],
  [792, 'TR', 'Turkey'],
  [795, 'TM', 'Turkmenistan'],
  [800, 'UG', 'Uganda'],
  [804, 'UA', 'Ukraine'],
  [784, 'AE', 'United Arab Emirates'],
  [826, 'GB', 'United Kingdom'],
  [840, 'US', 'United States'],
  [858, 'UY', 'Uruguay'],
  [860, 'UZ', 'Uzbekistan'],
  [862, 'VE', 'Venezuela'],
  [704, 'VN', 'Vietnam'],
];

const codeById = new Map(COUNTRIES.map(([id, code]) => [id, code]));

/** A country's alpha-2 code by its ISO numeric id (the profiles' country ids); undefined for an id not in the list. */
export function countryCodeOf(id: number): string | undefined {
  return codeById.get(id);
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in a language by its alpha-2 code, as the runtime's Intl names it; undefined
 * where it has none (the callers keep the English name then).
 */
export function regionName(code: string, language: string): string | undefined {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    return regionNames.get(language)?.of(code) || undefined;
  } catch {
    // A code Intl refuses (not two letters): no translated name.
    return undefined;
  }
}
