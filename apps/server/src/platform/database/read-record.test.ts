import { describe, expect, it } from 'vitest';
import { isRecordingReads, noteAnswerEndsAt, noteStatement, recordingReads } from './read-record';

describe('the record of what an answer read', () => {
  it('names every table of the SQL run while it is made, quoted by Kysely or written by hand', async () => {
    const { value, record } = await recordingReads(async () => {
      noteStatement('select "applications".* from "applications" inner join "conditions" on true');
      await Promise.resolve();
      noteStatement(`select (select json_agg(s.identity_uuid) from application_participants s) as x
        from liens l left join credit_reports c on true`);
      return 'answer';
    });
    expect(value).toBe('answer');
    expect([...record.tables].sort()).toEqual([
      'application_participants',
      'applications',
      'conditions',
      'credit_reports',
      'liens',
    ]);
    expect(record.until).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps the earliest moment the answer ends of itself, and records nothing outside an answer', async () => {
    const { record } = await recordingReads(async () => {
      expect(isRecordingReads()).toBe(true);
      noteAnswerEndsAt(new Date('2026-03-02T15:00:05Z'));
      noteAnswerEndsAt(null);
      noteAnswerEndsAt(new Date('2026-03-02T15:00:01Z'));
    });
    expect(record.until).toBe(Date.parse('2026-03-02T15:00:01Z'));
    expect(isRecordingReads()).toBe(false);
    noteStatement('select 1 from applications');
  });

  it('keeps the records of answers made at the same time apart', async () => {
    const [a, b] = await Promise.all([
      recordingReads(async () => {
        await new Promise((r) => setTimeout(r, 5));
        noteStatement('select * from "liens"');
      }),
      recordingReads(async () => noteStatement('select * from "documents"')),
    ]);
    expect([...a.record.tables]).toEqual(['liens']);
    expect([...b.record.tables]).toEqual(['documents']);
  });

  it('records again once every answer has ended, and an answer made inside another counts for both', async () => {
    await recordingReads(async () => noteStatement('select * from "liens"'));
    expect(isRecordingReads()).toBe(false);
    const { record: outer } = await recordingReads(async () => {
      const { record: inner } = await recordingReads(async () => {
        await new Promise((r) => setTimeout(r, 1));
        noteStatement('select * from "documents"');
      });
      expect([...inner.tables]).toEqual(['documents']);
      await new Promise((r) => setTimeout(r, 1));
      expect(isRecordingReads()).toBe(true);
      noteStatement('select * from "conditions"');
    });
    expect([...outer.tables].sort()).toEqual(['conditions', 'documents']);
  });
});
