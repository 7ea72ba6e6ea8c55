import * as z from 'zod/mini';

/** The owner's daily backup (docs/operations.md, Back up): on or off, and how many archives to keep. */
export const backupScheduleInputSchema = z.object({
  enabled: z.boolean(),
  keep: z.number().check(z.int('Enter a whole number'), z.gte(1, 'Keep at least 1'), z.lte(60, 'At most 60')),
});
export type BackupScheduleInput = z.infer<typeof backupScheduleInputSchema>;

/** The setting with the last scheduled backup's time and result, as the workspace's settings show it. */
export const backupScheduleSchema = z.object({
  ...backupScheduleInputSchema.shape,
  /** Where the archives go (DATA_DIR/backups), for the owner to copy them off the machine. */
  folder: z.string(),
  /** Null while the shop's files are in S3, which a backup does not cover; else why not. */
  unavailable: z.nullable(z.string()),
  last: z.nullable(
    z.object({
      at: z.string(),
      ok: z.boolean(),
      /** The archive's file name when it worked; why not when it failed. */
      message: z.string(),
    }),
  ),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;
