/**
 * Control characters in text people and pages send. A single-line field (a title, a name, an address, a price) holds
 * none: a line break or an escape there breaks every format it is written into (an iCalendar property, a mail
 * header, a log line). Longer text (a description, a note) may hold line breaks and tabs, and nothing else of them.
 */
const ANY_CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;
const ANY_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
const CONTROLS_BUT_LAYOUT = /(?:(?![\t\n\r])[\p{Cc}\u2028\u2029])+/gu;

export type TextKind = 'single-line' | 'multi-line';

/** Whether `text` holds a control character its kind of field may not hold. */
export const hasControlCharacters = (text: string, kind: TextKind = 'single-line') =>
  (kind === 'single-line' ? ANY_CONTROL : CONTROL_BUT_LAYOUT).test(text);

/** The message a field with control characters is refused with. */
export const controlCharactersMessage = (kind: TextKind = 'single-line') =>
  kind === 'single-line'
    ? 'must be one line without control characters'
    : 'must not hold control characters other than line breaks and tabs';

/**
 * `text` with the control characters its kind may not hold made into spaces (runs of them into one): for what the
 * project did not write itself and must keep anyway (a scraped page's title, a feed's name).
 */
export const withoutControlCharacters = (text: string, kind: TextKind = 'single-line') =>
  text.replace(kind === 'single-line' ? ANY_CONTROLS : CONTROLS_BUT_LAYOUT, ' ');
