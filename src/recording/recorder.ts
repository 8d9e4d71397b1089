/**
 * What a proxy saw, kept for a recording: each resource's records by id (their fields merged
 * across answers), and each request's answer by its key. Written to its directory after every
 * answer recorded, one write at a time: the answers that come in during a write are in the next.
 */

import { type AnswerKeyParts, answerKey } from '../mock/replay/answer-key.js';
import type { RecordedAnswer, Recording } from '../mock/replay/replayed.js';
import type { ResourceName } from '../resources/resource-table.js';
import { mergeRecord, recordKey } from './merge-record.js';
import { loadRecordingIfAny, writeRecording } from './recording-files.js';
import { datasetOf } from './recording-format.js';

/** What the recorder was told of one answer. */
export interface SeenAnswer {
  readonly request: AnswerKeyParts;
  readonly status: number;
  readonly contentType: string | null;
  readonly body: Uint8Array;
  /** The records the answer holds, and their resource; none for an error answer. */
  readonly records?: { readonly resource: ResourceName; readonly list: readonly unknown[] };
}

/** How many records a recorder kept, and how many it could not (no `id` to know them by). */
export interface RecorderCounts {
  readonly answers: number;
  readonly records: number;
  /** Records without an `id` (an `fs` that left it out): replayed in their answers, not served to other queries. */
  readonly withoutId: number;
}

/** The records and answers of one recording directory, saved as they come. */
export class Recorder {
  readonly #dir: string;
  readonly #records = new Map<ResourceName, Map<string, unknown>>();
  readonly #answers = new Map<string, RecordedAnswer>();
  #withoutId = 0;
  #writing: Promise<void> | null = null;
  #dirty = false;
  #failure: unknown = null;

  private constructor(dir: string) {
    this.#dir = dir;
  }

  /**
   * A recorder of a directory, holding what the directory already recorded (a recording goes on
   * where it stopped).
   *
   * @throws `MockRecordingError` when the directory holds a file that is not a recording.
   */
  static async open(dir: string): Promise<Recorder> {
    const recorder = new Recorder(dir);
    const before = await loadRecordingIfAny(dir);
    if (before !== null) {
      for (const [resource, list] of Object.entries(before.records) as [ResourceName, readonly unknown[]][]) {
        recorder.#keep(resource, list);
      }
      for (const answer of before.answers) recorder.#answers.set(answerKey(answer), answer);
    }
    return recorder;
  }

  /** Keeps an answer (replacing the one of the same key) and its records, and saves. */
  add({ request, status, contentType, body, records }: SeenAnswer): void {
    const key = answerKey(request);
    this.#answers.delete(key);
    this.#answers.set(key, { ...request, status, contentType, body });
    if (records !== undefined) this.#keep(records.resource, records.list);
    this.#save();
  }

  /** What has been kept so far. */
  counts(): RecorderCounts {
    let records = 0;
    for (const byId of this.#records.values()) records += byId.size;
    return { answers: this.#answers.size, records, withoutId: this.#withoutId };
  }

  /** The recording as it stands. */
  recording(): Recording {
    const records = Object.fromEntries(
      [...this.#records].map(([resource, byId]) => [resource, [...byId.values()] as object[]]),
    );
    return { records: datasetOf(records), answers: [...this.#answers.values()] };
  }

  /**
   * Resolves once everything added is on disk.
   *
   * @throws The error of a write that failed (the directory cannot be written).
   */
  async saved(): Promise<void> {
    while (this.#writing !== null) await this.#writing;
    if (this.#failure !== null) throw this.#failure;
  }

  #keep(resource: ResourceName, list: readonly unknown[]): void {
    let byId = this.#records.get(resource);
    if (byId === undefined) {
      byId = new Map();
      this.#records.set(resource, byId);
    }
    for (const record of list) {
      const key = recordKey(record);
      if (key === null) {
        this.#withoutId += 1;
        continue;
      }
      byId.set(key, byId.has(key) ? mergeRecord(byId.get(key), record) : record);
    }
  }

  #save(): void {
    this.#dirty = true;
    this.#writing ??= this.#write();
  }

  async #write(): Promise<void> {
    while (this.#dirty) {
      this.#dirty = false;
      try {
        await writeRecording(this.#dir, this.recording());
        this.#failure = null;
      } catch (error) {
        this.#failure = error;
      }
    }
    this.#writing = null;
  }
}
