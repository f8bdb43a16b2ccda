import { englishOf, type Message } from '../i18n/message';

const textOrNull = (message: Message | null) => (message ? englishOf(message) : null);
import { describe, expect, it } from 'vitest';
import { uploadContentType, uploadProblem, type UploadCandidate } from './upload';

const MIB = 1024 * 1024;
const file = (name: string, type: string, size = 200_000): UploadCandidate => ({ name, type, size });

describe('uploadProblem (checked in the browser before sending)', () => {
  it.each<[string, UploadCandidate | null | undefined, string | null]>([
    ['a PDF', file('paystub.pdf', 'application/pdf'), null],
    ['a JPEG', file('id-front.jpg', 'image/jpeg'), null],
    ['a PNG', file('w2.png', 'image/png'), null],
    ['a HEIC photo', file('IMG_0042.HEIC', 'image/heic'), null],
    ['a HEIC photo the browser gives no type', file('IMG_0042.HEIC', ''), null],
    ['exactly 10 MiB', file('scan.pdf', 'application/pdf', 10 * MIB), null],
    ['no file', null, 'Please choose a file to upload'],
    ['nothing chosen', undefined, 'Please choose a file to upload'],
    ['an empty file', file('paystub.pdf', 'application/pdf', 0), 'This file is empty'],
    ['one byte over 10 MiB', file('scan.pdf', 'application/pdf', 10 * MIB + 1), 'Files must be 10 MB or smaller'],
    [
      'a Word document',
      file('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      'Please upload a PDF, JPEG, PNG or HEIC file',
    ],
    [
      'a program named like a PDF but typed as one',
      file('paystub.pdf', 'application/x-msdownload'),
      'Please upload a PDF, JPEG, PNG or HEIC file',
    ],
    [
      'an untyped file with an unknown extension',
      file('paystub.exe', ''),
      'Please upload a PDF, JPEG, PNG or HEIC file',
    ],
    ['an untyped file with no extension', file('paystub', ''), 'Please upload a PDF, JPEG, PNG or HEIC file'],
  ])('%s: %j', (_case, candidate, problem) => {
    expect(textOrNull(uploadProblem(candidate))).toBe(problem);
  });
});

describe('uploadContentType', () => {
  it.each<[string, string, string | null]>([
    ['scan.PDF', '', 'application/pdf'],
    ['photo.jpeg', '', 'image/jpeg'],
    ['photo.JPG', '', 'image/jpeg'],
    ['photo.png', 'IMAGE/PNG', 'image/png'],
    ['photo.png', 'image/gif', null],
  ])('%s declared %j is %j', (name, type, expected) => {
    expect(uploadContentType({ name, type })).toBe(expected);
  });
});
