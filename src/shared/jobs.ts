// The server's background jobs, named once: the job runner, the job_runs table, the
// metrics' labels and the Activity tab's list all use these names.
export const JOB_NAMES = [
  "retention",
  "news-sources",
  "e-mail",
  "daily-backup",
  "publish-scheduled",
  "guide-reminders",
  "cache-purge",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const JOB_INFO: Record<JobName, { label: string; does: string }> = {
  retention: {
    label: "Retention purge",
    does: "Deletes messages, stories, results and logs past the privacy policy's periods.",
  },
  "news-sources": { label: "News sources", does: "Fetches the news feeds the site follows." },
  "e-mail": {
    label: "E-mail",
    does: "Sends notification e-mails and invitations, and gathers the daily digest.",
  },
  "daily-backup": { label: "Daily backup", does: "Writes a backup file once a day." },
  "publish-scheduled": {
    label: "Scheduled publishing",
    does: "Publishes expert articles and news whose scheduled time has come, checking every minute.",
  },
  "guide-reminders": {
    label: "Access guide reminders",
    does: "E-mails businesses whose access guide has not been checked for 12 months.",
  },
  "cache-purge": {
    label: "Shared cache purges",
    does: "Tells the cache in front of the site (Varnish, Cloudflare) which pages changed, as they change.",
  },
};
