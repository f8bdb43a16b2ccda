/*
 * The device cookie: a random id the browser keeps after signing in, so the login throttle can tell the
 * owner's own device from someone guessing. It says nothing about the person; it is only sent to the login calls.
 */
export const DEVICE_COOKIE = 'heloc_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id of a Cookie header, when it carries a well-formed one. */
export const deviceIdOf = (cookieHeader: string | undefined): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && UUID.test(value)) return value;
  }
  return undefined;
};

export const deviceCookie = (deviceId: string, secure: boolean): string =>
  [
    `${DEVICE_COOKIE}=${deviceId}`,
    'Path=/identity-broker',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
