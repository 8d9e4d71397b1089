/**
 * Which texts of a toast are its title and its message, by template (Microsoft's toast template
 * catalog and toast schema):
 *
 * | template                                | texts                                            |
 * | --------------------------------------- | ------------------------------------------------ |
 * | `ToastText01`, `ToastImageAndText01`    | 1: the message                                   |
 * | `ToastText02`/`03`, `…ImageAndText02`/`03` | 2: a bold headline (the title), the message   |
 * | `ToastText04`, `ToastImageAndText04`    | 3: the title, then two lines: the message        |
 * | `ToastGeneric` (adaptive)               | up to 3, unnumbered: the title, then the message lines |
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
import { isRecord } from '../../value-shapes.js';
import type { PushSource } from '../payload.js';
import { text as checkText } from './notification-fields.js';
import { attribute, type Element, elementOf, fail, textOf } from './xml-element.js';

/** What a toast's binding says. */
export interface ToastTexts {
  readonly source: PushSource;
  readonly message: string;
  readonly title: string | null;
}

interface Layout {
  readonly template: string;
  readonly source: PushSource;
  /** Whether the first text is a headline. */
  readonly titled: boolean;
  /** How many texts the template shows. */
  readonly texts: number;
  /** Whether texts take their place by `id`. */
  readonly numbered: boolean;
}

const GENERIC = 'ToastGeneric';
const LEGACY = /^Toast(?:Text|ImageAndText)0([1-4])$/;
const TEMPLATES = 'ToastGeneric, ToastText01 to 04 or ToastImageAndText01 to 04';

function layoutOf(template: string | undefined, field: string): Layout {
  if (template === GENERIC) return { template, source: 'toast-generic', titled: true, texts: 3, numbered: false };
  const spec = template === undefined || template === 'ToastText02';
  const number = spec ? 2 : Number(LEGACY.exec(template)?.[1]);
  if (Number.isNaN(number)) throw fail(field, `expected ${TEMPLATES}, found ${JSON.stringify(template)}`);
  return {
    template: template ?? 'ToastText02',
    source: spec ? 'toast' : 'toast-template',
    titled: number > 1,
    texts: number === 4 ? 3 : Math.min(number, 2),
    numbered: true,
  };
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

function readTexts(value: unknown, field: string, layout: Layout): Omit<ToastTexts, 'source'> {
  const shown: { readonly text: string; readonly id: string | undefined }[] = [];
  ((value ?? []) as readonly unknown[]).forEach((element, index) => {
    const at = `${field}[${index + 1}]`;
    const placement = attribute(element, 'placement', `${at}@placement`);
    if (placement === 'attribution') return;
    if (placement !== undefined) {
      throw fail(`${at}@placement`, `expected "attribution", found ${JSON.stringify(placement)}`);
    }
    const id = layout.numbered ? attribute(element, 'id', `${at}@id`) : undefined;
    shown.push({ text: checkText(textOf(element, at), at, fail), id });
  });
  if (shown.length === 0) throw fail(field, 'missing: a toast shows its message in a text element');
  if (shown.length > layout.texts) {
    throw fail(field, `${layout.template} shows at most ${layout.texts} texts, found ${shown.length}`);
  }
  const slots: string[] = Array(layout.texts).fill('');
  const ids = shown.map(({ id }) => id);
  const byId = ids.some((id) => id !== undefined);
  for (const [index, { text, id }] of shown.entries()) {
    const slot = byId ? Number(id) - 1 : index;
    if (byId && (!/^[1-9]$/.test(id ?? '') || slot >= layout.texts || ids.indexOf(id) !== index)) {
      const found = ids.map((each) => (each === undefined ? 'none' : JSON.stringify(each))).join(', ');
      throw fail(field, `expected the ids 1 to ${layout.texts} of ${layout.template}, each once; found ${found}`);
    }
    slots[slot] = text;
  }
  return messageOf(slots, layout.titled, field);
}

function messageOf(slots: readonly string[], titled: boolean, field: string): Omit<ToastTexts, 'source'> {
  let title = titled ? (slots[0] as string) : '';
  let message = (titled ? slots.slice(1) : slots).filter((line) => line !== '').join('\n');
  if (message === '') [message, title] = [title, ''];
  if (message === '') throw fail(field, 'every text is empty: a toast always shows a message');
  return { message, title: title === '' ? null : title };
}
