/*
 * ICU messages formatted without a library (docs/i18n.md): `{name}` arguments, `plural` (with `=N`, the language's
 * categories and `#`) and `select`. What the domain's English needs (a zod issue's words) and what the web's first
 * registration step needs before react-intl has loaded (its bytes are budgeted). Everything else, tags and number or
 * date skeletons, is FormatJS's job: the completeness test formats every message this one formats with
 * intl-messageformat too, and fails where the two differ.
 */

type Values = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;

export const formatPlain = (template: string, values: Values = {}, locale = 'en-US'): string => {
  let at = 0;

  const readUntil = (stops: string): string => {
    const start = at;
    while (at < template.length && !stops.includes(template[at]!)) at += 1;
    return template.slice(start, at).trim();
  };

  /** Text up to the `}` that closes the enclosing option (left unread), or to the end. */
  const text = (pound?: number): string => {
    let out = '';
    while (at < template.length && template[at] !== '}') {
      const char = template[at]!;
      if (char === '{') {
        at += 1;
        out += argument();
      } else if (char === '#' && pound !== undefined) {
        at += 1;
        out += new Intl.NumberFormat(locale).format(pound);
      } else {
        at += 1;
        out += char;
      }
    }
    return out;
  };

  /** `{name}`, `{name, plural, ...}` or `{name, select, ...}`, its `{` read. */
  const argument = (): string => {
    const name = readUntil(',}');
    const value = values[name];
    if (template[at] === '}') {
      at += 1;
      return value === undefined || value === null ? `{${name}}` : String(value);
    }
    at += 1;
    const type = readUntil(',}');
    if (template[at] === ',') at += 1;
    const count = Number(value);
    const options = new Map<string, string>();
    while (at < template.length) {
      while (/\s/.test(template[at] ?? '')) at += 1;
      if (template[at] === '}') break;
      const key = readUntil('{');
      at += 1;
      options.set(key, text(type === 'plural' ? count : undefined));
      at += 1;
    }
    at += 1;
    if (type === 'plural') {
      const category = new Intl.PluralRules(locale).select(count);
      return options.get(`=${count}`) ?? options.get(category) ?? options.get('other') ?? '';
    }
    if (type === 'select') return options.get(String(value)) ?? options.get('other') ?? '';
    return value === undefined || value === null ? '' : String(value);
  };

  let out = '';
  while (at < template.length) {
    out += text();
    // A `}` with no `{` before it reads as itself.
    if (at < template.length) {
      out += template[at];
      at += 1;
    }
  }
  return out;
};
