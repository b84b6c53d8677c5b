import { describe, expect, it } from 'vitest';
import { workSentence } from './profile-generator.js';

describe('workSentence', () => {
  it('says what a member does in words that fit: a job, studies, retirement', () => {
    expect(workSentence('teacher')).toBe('I work as a teacher and I enjoy what I do.');
    expect(workSentence('engineer')).toBe('I work as an engineer and I enjoy what I do.');
    expect(workSentence('student')).toBe('I am a student, and I love what I study.');
    expect(workSentence('retired officer')).toBe('I am a retired officer, and now I have time for everything I love.');
  });
});
