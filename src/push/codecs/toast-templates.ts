/**
 * Which texts of a toast are its title and its message, by template (Microsoft's toast template
 * catalog and toast schema):
 *
 * | template                                   | texts (then `source`)                              |
 * | ------------------------------------------ | -------------------------------------------------- |
 * | `ToastText01`, `ToastImageAndText01`       | 1: the message (`toast-template`)                  |
 * | `ToastText02`/`03`, `…ImageAndText02`/`03` | 2: a headline (the title), the message (`toast` for |
 * |                                            | the spec's ToastText02, else `toast-template`)     |
 * | `ToastText04`, `ToastImageAndText04`       | 3: the title, two lines of message (`toast-template`) |
 * | `ToastGeneric` (adaptive)                  | up to 3: the title, message lines (`toast-generic`) |
 *
 * Legacy texts take their place by `id` (1 to the template's count, each once) when they have
 * ids, else in document order; ToastGeneric shows them in document order, as Windows does. Lines
 * of the message are joined by `\n`, empty ones left out. A text with `placement="attribution"`
 * (the source line Windows shows at the bottom) is neither. The message is never empty: when
 * only the first text has any, it is the message and there is no title (the `wns` package writes
 * an empty `<text id="2">` when given one text); all empty is a `DecodeError`.
 *
 * `visual` should hold one `binding`; of several, a ToastGeneric one is read, else the first. A
 * binding without `template` is read as the spec's ToastText02; an unknown template is refused
 * rather than guessed at. Images, groups, progress bars and every `hint-*` attribute are
 * presentation and are not read.
 */
import { isRecord } from '../../untyped-values.js';
import type { PushSource } from '../payload.js';
import { attribute, type Element, elementOf, textOf } from '../xml/element.js';
import { fail } from '../xml/failure.js';
import { text as checkText } from './notification-fields.js';

/** What a toast's binding says. */
export interface ToastTexts {
  readonly source: PushSource;
  readonly message: string;
  readonly title: string | null;
}

interface Layout {
  readonly template: string;
  readonly source: PushSource;
  /** How many texts the template shows; of two or three, the first is a headline. */
  readonly texts: number;
}

const GENERIC = 'ToastGeneric';
const LEGACY = /^Toast(?:Text|ImageAndText)0([1-4])$/;

function layoutOf(template = 'ToastText02', field: string): Layout {
  if (template === GENERIC) return { template, source: 'toast-generic', texts: 3 };
  const number = Number(LEGACY.exec(template)?.[1]);
  if (!number) {
    throw fail(
      field,
      `expected ToastGeneric or ToastText01 to 04 or ToastImageAndText01 to 04, found ${JSON.stringify(template)}`,
    );
  }
  const source = template === 'ToastText02' ? 'toast' : 'toast-template';
  return { template, source, texts: number === 4 ? 3 : Math.min(number, 2) };
}

/** Reads the title and message of the binding `visual` holds (or, of several, the one it shows). */
export function readBinding(visual: Element): ToastTexts {
  const bindings = visual.binding as readonly unknown[] | undefined;
  if (bindings === undefined) throw fail('toast.visual.binding', 'missing');
  const index = Math.max(
    bindings.findIndex((binding) => isRecord(binding) && binding['@template'] === GENERIC),
    0,
  );
  const field = bindings.length === 1 ? 'toast.visual.binding' : `toast.visual.binding[${index + 1}]`;
  const binding = elementOf(bindings[index], field);
  const layout = layoutOf(attribute(binding, 'template', `${field}@template`), `${field}@template`);
  return { source: layout.source, ...readTexts(binding.text, `${field}.text`, layout) };
}

function readTexts(value: unknown, field: string, { template, texts }: Layout): Omit<ToastTexts, 'source'> {
  const shown: { readonly text: string; readonly id: string | undefined }[] = [];
  ((value ?? []) as readonly unknown[]).forEach((element, index) => {
    const at = `${field}[${index + 1}]`;
    const placement = attribute(element, 'placement', `${at}@placement`);
    if (placement === 'attribution') return;
    if (placement !== undefined)
      throw fail(`${at}@placement`, `expected "attribution", found ${JSON.stringify(placement)}`);
    const id = template === GENERIC ? undefined : attribute(element, 'id', `${at}@id`);
    shown.push({ text: checkText(textOf(element, at), at, fail), id });
  });
  if (shown.length === 0) throw fail(field, 'missing');
  if (shown.length > texts) throw fail(field, `${template} shows at most ${texts} texts, found ${shown.length}`);
  const slots: string[] = Array(texts).fill('');
  const ids = shown.map(({ id }) => id);
  const byId = ids.some((id) => id !== undefined);
  for (const [index, { text, id }] of shown.entries()) {
    const slot = byId ? Number(id) - 1 : index;
    if (byId && (!/^[1-9]$/.test(id ?? '') || slot >= texts || ids.indexOf(id) !== index)) {
      throw fail(
        field,
        `expected the ids 1 to ${texts} of ${template}, each once; found ${ids.map(String).join(', ')}`,
      );
    }
    slots[slot] = text;
  }
  // Of two or three texts the first is the headline; the others are lines of the message.
  let [title = '', ...lines] = texts > 1 ? slots : ['', ...slots];
  let message = lines.filter((line) => line !== '').join('\n');
  if (message === '') [message, title] = [title, ''];
  if (message === '') throw fail(field, 'every text is empty: a toast always shows a message');
  return { message, title: title === '' ? null : title };
}
