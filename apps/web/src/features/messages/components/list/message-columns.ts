/** The columns of the messages list (spec part 2 §2 "Messages"), after the row's checkbox. */
export const MESSAGE_COLUMNS = ['select', 'important', 'createdAt', 'title'] as const;

export type MessageColumn = (typeof MESSAGE_COLUMNS)[number];
