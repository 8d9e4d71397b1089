/**
 * Video-processing jobs (`/videos/assets/jobs`): an editor submits a clip, it waits in a queue,
 * then its tasks run one after the other. A job is planned with real times, and its record
 * shows where it stands at the dataset's moment: pending in the queue, in progress (a task
 * running, the next ones waiting), or completed.
 */
import type { Job, Task } from '../../model/types.js';
import type { IdSequence } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import { formatTimestamp, MINUTE, type OffsetStyle, type Zone } from '../simulation/time.js';
import { wholePager } from './pager.js';
import { EDITORS, type Staff } from './publishing.js';

type TaskType =
  | 'TASK_TRANSCODE_DELEGATE_FILE'
  | 'TASK_GENERATE_CLOSED_CAPTIONING'
  | 'TASK_TRANSCODE_WITH_CLOSED_CAPTIONING'
  | 'TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION'
  | 'TASK_SUBMIT_TO_DCL';

/** Each task's name and how long it takes, in minutes. */
const TASKS: Readonly<Record<TaskType, readonly [string, number, number]>> = {
  TASK_TRANSCODE_DELEGATE_FILE: ['Transcode source file', 3, 12],
  TASK_GENERATE_CLOSED_CAPTIONING: ['Generate closed captions', 5, 20],
  TASK_TRANSCODE_WITH_CLOSED_CAPTIONING: ['Transcode with closed captions', 4, 12],
  TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION: ['Upload to delivery storage', 1, 4],
  TASK_SUBMIT_TO_DCL: ['Submit to DCL', 1, 2],
};

const STANDARD: readonly TaskType[] = [
  'TASK_TRANSCODE_DELEGATE_FILE',
  'TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION',
  'TASK_SUBMIT_TO_DCL',
];
const CAPTIONED: readonly TaskType[] = [
  'TASK_TRANSCODE_DELEGATE_FILE',
  'TASK_GENERATE_CLOSED_CAPTIONING',
  'TASK_TRANSCODE_WITH_CLOSED_CAPTIONING',
  'TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION',
  'TASK_SUBMIT_TO_DCL',
];

/** A job's timeline. */
export interface JobPlan {
  readonly id: string;
  readonly type: 'JOB_STANDARD' | 'JOB_CLOSED_CAPTIONING';
  readonly name: string;
  readonly editor: Staff;
  readonly submitted: number;
  readonly tasks: readonly {
    readonly id: string;
    readonly type: TaskType;
    readonly start: number;
    readonly end: number;
  }[];
  /** When the last task ends: the clip can be published from then on. */
  readonly completed: number;
  readonly zone: Zone;
  readonly styles: readonly [OffsetStyle, OffsetStyle];
}

/** Plans a job submitted at `submitted` (UTC milliseconds). */
export function planJob(
  random: Random,
  ids: { readonly jobs: IdSequence; readonly tasks: IdSequence },
  name: string,
  submitted: number,
  captioned: boolean,
  zone: Zone,
  styles: readonly [OffsetStyle, OffsetStyle],
): JobPlan {
  let clock = submitted + random.int(0, 6) * MINUTE + random.int(0, 59) * 1000;
  const tasks = (captioned ? CAPTIONED : STANDARD).map((type) => {
    const [, low, high] = TASKS[type];
    const start = clock;
    clock += Math.round(random.float(low, high) * MINUTE);
    return { id: ids.tasks.next(), type, start, end: clock };
  });
  return {
    id: ids.jobs.next(),
    type: captioned ? 'JOB_CLOSED_CAPTIONING' : 'JOB_STANDARD',
    name,
    editor: random.pick(EDITORS),
    submitted,
    tasks,
    completed: clock,
    zone,
    styles,
  };
}

/** A job's record as it stands at `asOf`. */
export function jobRecord(plan: JobPlan, asOf: number): Job {
  let running = -1;
  const tasks: Task[] = plan.tasks.map((task, i) => {
    const [name] = TASKS[task.type];
    let status: string;
    let percentComplete: number;
    if (asOf >= task.end) {
      status = 'COMPLETED';
      percentComplete = 100;
    } else if (asOf >= task.start) {
      status = 'IN_PROGRESS';
      percentComplete = Math.floor(((asOf - task.start) / (task.end - task.start)) * 100);
      running = i;
    } else {
      status = running >= 0 || i > 0 ? 'WAITING' : 'PENDING';
      percentComplete = 0;
    }
    return { id: task.id, type: task.type, name, percentComplete, status };
  });
  const done = asOf >= plan.completed;
  const queued = asOf < (plan.tasks[0]?.start ?? plan.completed);
  const status = done ? 'COMPLETED' : queued ? 'PENDING' : 'IN_PROGRESS';
  if (queued) for (const task of tasks) task.status = 'PENDING';
  const percentComplete = Math.floor(tasks.reduce((sum, task) => sum + (task.percentComplete ?? 0), 0) / tasks.length);
  const current = tasks[running];
  return {
    id: plan.id,
    type: plan.type,
    name: plan.name,
    message: done
      ? 'Delivered and submitted to DCL'
      : queued
        ? 'Queued for processing'
        : current
          ? `${current.name} (${current.percentComplete}%)`
          : 'Waiting for the next task',
    percentComplete,
    status,
    user: { username: plan.editor.username, firstName: plan.editor.firstName, lastName: plan.editor.lastName },
    submittedTime: formatTimestamp(plan.submitted, plan.zone, plan.styles[0]),
    completedTime: done ? formatTimestamp(plan.completed, plan.zone, plan.styles[1]) : null,
    tasks: { pager: wholePager(tasks.length), data: tasks },
  };
}
