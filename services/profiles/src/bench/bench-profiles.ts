import type { Sql } from '@dating/platform';
import { generateProfile, SeededRandom } from '../seed/profile-generator.js';

/**
 * The search benchmark's population: `count` realistic profiles (70% ladies, as on an
 * introductions site), generated with the demo's generator from one seed, registered over the last
 * three years, a few percent online. Written in batches through unnest() arrays.
 */
export async function seedBenchProfiles(
  sql: Sql,
  count: number,
  options: { seed?: number; firstId?: number; batch?: number } = {},
): Promise<{ men: string[] }> {
  const random = new SeededRandom(options.seed ?? 7);
  const firstId = options.firstId ?? 1_000_001;
  const batch = options.batch ?? 5000;
  const now = Date.now();
  const men: string[] = [];
  for (let start = 0; start < count; start += batch) {
    const cols: Record<string, unknown[]> = {};
    const push = (name: string, value: unknown) => (cols[name] ??= []).push(value);
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const id = String(firstId + i);
      const woman = random.chance(0.7);
      const p = generateProfile(random, woman ? 'woman' : 'man', { today: new Date(now) });
      if (!woman) men.push(id);
      const registeredAt = new Date(now - Math.floor(random.next() ** 1.5 * 3 * 365 * 86_400_000));
      const activity = random.next();
      // 3% active within the online window, the rest within the last month.
      const lastActive = new Date(now - (activity < 0.03 ? random.int(0, 240) * 1000 : random.int(600, 30 * 86_400) * 1000));
      push('member_id', id);
      push('user_type', p.userType);
      push('name', p.name);
      push('birthday', p.birthday);
      push('country_id', p.countryId);
      push('city', p.city);
      push('nationality', p.nationality);
      push('occupation', p.occupation);
      push('education', p.education);
      push('marital_status', p.maritalStatus);
      push('english_level', p.englishLevel);
      push('languages', `{${p.languages.join(',')}}`);
      push('religion', p.religion);
      push('children', p.children);
      push('hair_color', p.hairColor);
      push('eyes_color', p.eyesColor);
      push('body_type', p.bodyType);
      push('height_cm', p.heightCm);
      push('weight_kg', p.weightKg);
      push('status', p.status);
      push('about_me', p.aboutMe);
      push('with_web_cam', p.withWebCam);
      push('with_hd_cam', p.withHdCam);
      // 1% connected to chat (online until further notice), the others online for five minutes after their last activity.
      push('online_until', activity < 0.01 ? 'infinity' : new Date(lastActive.getTime() + 5 * 60_000));
      push('last_active_at', lastActive);
      push('registered_at', registeredAt);
      push('popularity', random.int(0, 50));
    }
    const names = Object.keys(cols);
    const types: Record<string, string> = {
      member_id: 'bigint',
      birthday: 'date',
      country_id: 'int',
      languages: 'text',
      height_cm: 'smallint',
      weight_kg: 'smallint',
      with_web_cam: 'boolean',
      with_hd_cam: 'boolean',
      online_until: 'timestamptz',
      last_active_at: 'timestamptz',
      registered_at: 'timestamptz',
      popularity: 'int',
    };
    await sql.query(
      `INSERT INTO profiles.profiles (${names.join(', ')})
       SELECT ${names.map((n) => (n === 'languages' ? 'languages::text[]' : n)).join(', ')}
       FROM unnest(${names.map((n, i) => `$${i + 1}::${types[n] ?? 'text'}[]`).join(', ')}) AS t(${names.join(', ')})`,
      names.map((n) => cols[n]),
    );
  }
  return { men };
}
