/** Video-processing jobs and their tasks (`/videos/assets/jobs`, `/videos/assets/{job_id}`). */
import * as z from 'zod/mini';
import { envelope, openEnum, record, timestamp } from './common.js';

/** Job and task statuses the spec has seen. */
export const JobStatusSchema = openEnum(['IN_PROGRESS', 'COMPLETED', 'WAITING', 'PENDING']);

const percent = z.int().check(z.minimum(0), z.maximum(100));

/** One step of a job. */
export const TaskSchema = record({
  id: z.string(),
  type: openEnum([
    'TASK_TRANSCODE_DELEGATE_FILE',
    'TASK_GENERATE_CLOSED_CAPTIONING',
    'TASK_TRANSCODE_WITH_CLOSED_CAPTIONING',
    'TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION',
    'TASK_SUBMIT_TO_DCL',
  ]),
  name: z.string(),
  percentComplete: percent,
  status: JobStatusSchema,
});

/** A video-processing job. */
export const JobSchema = record({
  id: z.string(),
  type: openEnum(['JOB_STANDARD', 'JOB_CLOSED_CAPTIONING']),
  name: z.string(),
  message: z.string(),
  percentComplete: percent,
  status: JobStatusSchema,
  user: record({ username: z.string(), firstName: z.string(), lastName: z.string() }),
  submittedTime: timestamp,
  completedTime: timestamp,
  tasks: envelope(TaskSchema),
});
