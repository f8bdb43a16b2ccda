import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const putName = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/name', headers, payload: payload as object });

describe('GET /service-profile/api/v1/profile (docs/product/registration-and-routing.md §7)', () => {
  it('answers the profile created at registration', async () => {
    const user = await registerAndLogin(t.app, { phoneNumber: '(555) 321-0000' });
    const res = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: expect.any(String),
      email: user.email,
      name: { firstName: null, middleName: null, lastName: null, suffix: null },
      dob: null,
      phoneNumbers: [{ type: 'MOBILE', number: '(555) 321-0000' }],
      addresses: [],
      type: 'BORROWER',
      optimizelyProfileUuid: null,
      language: null,
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/service-profile/api/v1/profile' })).json()).toEqual({
      errors: ['unauthenticated'],
    });
  });
});

describe('PUT /service-profile/api/v1/profile/name (docs/product/registration-and-routing.md §7)', () => {
  it('saves the name; N/A means no suffix', async () => {
    const user = await registerAndLogin(t.app);
    const res = await putName(user.auth, { firstName: 'Jane', lastName: 'Doe', suffix: 'N/A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toEqual({ firstName: 'Jane', middleName: null, lastName: 'Doe', suffix: null });

    await putName(user.auth, { firstName: 'Jane', middleName: 'Q', lastName: 'Doe', suffix: 'JR' });
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
    expect(profile.json().name).toEqual({ firstName: 'Jane', middleName: 'Q', lastName: 'Doe', suffix: 'JR' });
  });

  it.each([
    [{ lastName: 'Doe' }, 'firstName is required'],
    [{ firstName: '', lastName: 'Doe' }, 'firstName: Please enter the first name'],
    [{ firstName: 'J', lastName: 'Doe' }, 'firstName: First name must be at least 2 characters long'],
    [{ firstName: 'Jane', lastName: '' }, 'lastName: Last name is required'],
    [
      { firstName: 'Jane', lastName: 'Doe', suffix: 'XIV' },
      'suffix: Invalid option: expected one of "N/A"|"JR"|"SR"|"I"|"II"|"III"|"IV"|"V"|""',
    ],
  ])('answers 400 naming the field for %j and keeps the stored name', async (payload, message) => {
    const user = await registerAndLogin(t.app);
    await putName(user.auth, { firstName: 'Kept', lastName: 'Name' });
    const res = await putName(user.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
    expect(profile.json().name).toMatchObject({ firstName: 'Kept', lastName: 'Name' });
  });
});

describe('GET /service-profile/api/v1/profile/consent-types (docs/product/registration-and-routing.md §3)', () => {
  it('lists every consent type with a version', async () => {
    const res = await t.app.inject({ url: '/service-profile/api/v1/profile/consent-types' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { type: string }) => c.type)).toEqual([
      'PRIVACY',
      'TERMS',
      'COMMUNICATIONS',
      'SOFT_CREDIT',
      'SMS',
      'SMS_TRANSACTIONAL',
    ]);
    for (const c of res.json()) expect(c.version).toMatch(/\S/);
  });
});

const putLanguage = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/language', headers, payload: payload as object });

describe('PUT /service-profile/api/v1/profile/language (docs/i18n.md)', () => {
  it('remembers the language; saying it again changes nothing', async () => {
    const user = await registerAndLogin(t.app);
    for (let i = 0; i < 2; i += 1) {
      const res = await putLanguage(user.auth, { language: 'es' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ language: 'es' });
    }
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
    expect(profile.json().language).toBe('es');
    await putLanguage(user.auth, { language: 'en' });
    const back = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
    expect(back.json().language).toBe('en');
  });

  it.each([[{ language: 'fr' }], [{}], [{ language: 'ES' }]])('answers 400 for %j', async (payload) => {
    const user = await registerAndLogin(t.app);
    const res = await putLanguage(user.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^language/);
  });

  it('needs a token', async () => {
    expect((await putLanguage({}, { language: 'es' })).statusCode).toBe(401);
  });

  it('keeps the language the registering browser asked for, among those the organisation offers', async () => {
    const register = async (acceptLanguage: string | undefined) => {
      const email = `lang-${Math.random().toString(36).slice(2)}@example.com`;
      const reg = await t.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register?organization=summit',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        payload: { email, password: TEST_PASSWORD, phoneNumber: '(555) 123-4567' },
      });
      expect(reg.statusCode).toBe(200);
      const { jwt } = reg.json<{ jwt: string }>();
      const profile = await t.app.inject({
        url: '/service-profile/api/v1/profile',
        headers: { authorization: `Bearer ${jwt}` },
      });
      return profile.json().language;
    };
    expect(await register('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(await register('en-US,en;q=0.9')).toBe('en');
    expect(await register('fr-FR')).toBeNull();
    expect(await register(undefined)).toBeNull();
  });
});

describe('error messages in the language of the request (docs/i18n.md)', () => {
  it('answers a validation error in Spanish when the request reads Spanish, the field named as in the contract', async () => {
    const user = await registerAndLogin(t.app);
    const spanish = await putName(
      { ...user.auth, 'accept-language': 'es-US,es;q=0.9' },
      { firstName: '', lastName: 'Doe' },
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors).toContain('firstName: Ingrese el nombre');
    const english = await putName({ ...user.auth, 'accept-language': 'en-US' }, { firstName: '', lastName: 'Doe' });
    expect(english.json().errors).toContain('firstName: Please enter the first name');
  });

  it('answers a service error in Spanish too', async () => {
    const res = await t.app.inject({
      url: '/service-profile/api/v1/profile',
      headers: { authorization: 'Bearer nonsense', 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(401);
    // The client reads these two words to send the person to log in (docs/product/registration-and-routing.md §8).
    expect(res.json().errors).toEqual(['unauthenticated']);
  });
});
