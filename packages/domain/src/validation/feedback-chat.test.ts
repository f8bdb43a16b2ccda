import { describe, expect, it } from 'vitest';
import { canSendChatMessage, chatBadResponseFeedbackSchema, isAcceptedChatAttachment, preChatFormSchema } from './chat';
import { feedbackFormSchema } from './feedback';

type Schema = { safeParse: (v: unknown) => { error?: { issues: { message: string; path: PropertyKey[] }[] } } };
const issues = (schema: Schema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('feedbackFormSchema (docs/product/application-area.md §5.1)', () => {
  const valid = { topic: 'IMPROVE', message: 'Ten chars!', marketingConsent: 'NO' };

  it.each([
    [{ ...valid, message: 'Too short' }, 'message', 'Must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(1001) }, 'message', 'Must be at most 1000 characters'],
    [{ ...valid, message: '' }, 'message', 'Required'],
    [{ ...valid, topic: undefined }, 'topic', 'Required'],
    [{ ...valid, topic: 'COMPLAINT' }, 'topic', 'Required'],
    [{ ...valid, marketingConsent: undefined }, 'marketingConsent', 'Required'],
  ])('rejects %j at %s with %j', (value, path, message) => {
    expect(issues(feedbackFormSchema, value)).toEqual([[path, message]]);
  });

  it('accepts 10 and 1000 characters and both topics', () => {
    expect(issues(feedbackFormSchema, valid)).toBeUndefined();
    expect(
      issues(feedbackFormSchema, { ...valid, topic: 'COMPLIMENT', message: 'x'.repeat(1000), marketingConsent: 'YES' }),
    ).toBeUndefined();
  });
});

describe('preChatFormSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    [{ name: '', email: 'a@b.co' }, 'name', 'Required'],
    [{ name: 'x'.repeat(129), email: 'a@b.co' }, 'name', 'Cannot be more than 128 characters'],
    [{ name: 'Jane', email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Jane', email: `${'x'.repeat(124)}@b.co` }, 'email', 'Cannot be more than 128 characters'],
  ])('rejects %j at %s with %j', (value, path, message) => {
    expect(issues(preChatFormSchema, value)).toEqual([[path, message]]);
  });

  it('accepts 128 characters', () => {
    expect(issues(preChatFormSchema, { name: 'x'.repeat(128), email: `${'x'.repeat(123)}@b.co` })).toBeUndefined();
  });
});

describe('chatBadResponseFeedbackSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    [{ reason: '' }, 'reason', 'Please select a reason'],
    [{}, 'reason', 'Please select a reason'],
    [
      { reason: 'WRONG', additionalInfo: 'x'.repeat(141) },
      'additionalInfo',
      'Please restrict your response to 140 characters.',
    ],
  ])('rejects %j at %s with %j', (value, path, message) => {
    expect(issues(chatBadResponseFeedbackSchema, value)).toEqual([[path, message]]);
  });

  it('accepts 140 characters of additional info', () => {
    expect(issues(chatBadResponseFeedbackSchema, { reason: 'WRONG', additionalInfo: 'x'.repeat(140) })).toBeUndefined();
  });
});

describe('chat attachments and sending (docs/product/widgets-and-calculations.md §5)', () => {
  it.each(['a.jpg', 'a.JPEG', 'b.PNG', 'c.amr', 'd.mp3', 'e.mp4', 'f.pdf', 'g.txt'])('accepts %s', (name) => {
    expect(isAcceptedChatAttachment(name)).toBe(true);
  });

  it.each(['b.gif', 'c.exe', 'pdf', 'a.pdf.zip', 'jpeg'])('refuses %s', (name) => {
    expect(isAcceptedChatAttachment(name)).toBe(false);
  });

  it.each([
    ['', 0, false],
    ['   ', 0, false],
    ['', 1, true],
    ['hi', 0, true],
  ])('text %j with %i files can be sent: %s', (text, files, expected) => {
    expect(canSendChatMessage(text, files)).toBe(expected);
  });
});
