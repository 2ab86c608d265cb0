/** Announcements, help, resources and feedback. */
export const CONTENT_PATHS = {
  announcements: '/wps/system/announcement',
  helpCenter: '/wps/system/helpCenter',
  resources: '/wps/system/resources',
  feedback: '/wps/feedback',
  feedbackList: '/wps/feedback/list',
} as const;
