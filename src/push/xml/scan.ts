/**
 * A well-formedness check for the XML a toast uses: elements, attributes, text, comments and
 * processing instructions (DOCTYPE and CDATA are refused before). fast-xml-parser's parser
 * takes unclosed and mismatched tags, unquoted and repeated attributes; this refuses them in one
 * pass, several times faster than its validator.
 */
const NAME = '[A-Za-z_][\\w.:-]*';
const TOKEN = new RegExp(
  `<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|<!--(?:(?!--)[^])*-->|<\\?${NAME}(?:\\s(?:(?!\\?>)[^])*)?\\?>|[^<]+`,
  'y',
);
// One attribute of a start tag that TOKEN has matched, read in order from where the last ended:
// a search for `name=` anywhere would re-scan every letter of a long value (quadratic time).
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`, 'y');
const BAD_AMPERSAND = /&(?!(?:[A-Za-z_][\w.-]*|#[0-9]+|#x[0-9a-fA-F]+);)/;

/** Throws, through `fail`, at the line and column of the first thing that is not well-formed. */
export function checkWellFormed(source: Source): void {
  const { xml } = source;
  const open: string[] = [];
  let roots = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < xml.length) {
    const index = TOKEN.lastIndex;
    const token = TOKEN.exec(xml);
    if (token === null) throw malformed(source, index, `unexpected ${JSON.stringify(xml.slice(index, index + 12))}`);
    const [whole, closing, name, attributes, selfClosing] = token;
    if (name === undefined) {
      if (whole[0] === '<') continue;
      if (open.length === 0 && whole.trim() !== '') throw malformed(source, index, 'text outside the root element');
      if (whole.includes('&') && BAD_AMPERSAND.test(whole)) {
        throw malformed(source, index + whole.search(BAD_AMPERSAND), 'an "&" that starts no reference');
      }
      continue;
    }
    if (closing) {
      if (attributes || selfClosing) throw malformed(source, index, `a closing tag with attributes: ${name}`);
      const expected = open.pop();
      if (expected !== name) {
        const opened = expected === undefined ? 'no element' : `<${expected}>`;
        throw malformed(source, index, `</${name}> where ${opened} is open`);
      }
      continue;
    }
    if (open.length === 0 && ++roots > 1) throw malformed(source, index, 'a second root element');
    const problem = attributes ? attributeProblem(attributes) : null;
    if (problem !== null) throw malformed(source, index, `${problem} in <${name}>`);
    if (!selfClosing) open.push(name as string);
  }
  if (open.length > 0) throw malformed(source, xml.length, `<${open.at(-1)}> is not closed`);
  if (roots === 0) throw malformed(source, 0, 'no element');
}

interface Source {
  readonly xml: string;
  /** What the document is called in errors. */
  readonly document: string;
  /** How many characters the caller put before the document (line 1, column 1 is after them). */
  readonly wrapper: number;
  readonly fail: (field: string, reason: string) => Error;
}

function malformed({ xml, document, wrapper, fail }: Source, index: number, reason: string) {
  const before = xml.slice(wrapper, Math.max(wrapper, index));
  const line = before.split('\n').length;
  return fail(
    `${document} line ${line}, column ${before.length - before.lastIndexOf('\n')}`,
    `malformed XML: ${reason}`,
  );
}

function attributeProblem(attributes: string): string | null {
  if (attributes.includes('&') && BAD_AMPERSAND.test(attributes)) return 'an "&" that starts no reference';
  if (attributes.indexOf('=') === attributes.lastIndexOf('=')) return null;
  const names = new Set<string>();
  ATTRIBUTE.lastIndex = 0;
  for (let found = ATTRIBUTE.exec(attributes); found !== null; found = ATTRIBUTE.exec(attributes)) {
    const name = found[1] as string;
    if (names.has(name)) return `the attribute ${name} twice`;
    names.add(name);
  }
  return null;
}
