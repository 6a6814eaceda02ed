/** Types of calendar-test-provider.mjs, for the API's tests. */
export declare const CALENDAR_TEST_CLIENT: { client_id: string; client_secret: string };
export declare const CALENDAR_TEST_SCOPE: string;

export interface StandInEvent {
  id: string;
  summary?: string;
  description?: string;
  start?: { dateTime: string; timeZone?: string };
  end?: { dateTime: string; timeZone?: string };
  status: string;
  source?: { title: string; url: string };
}

export declare function startCalendarTestProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<{
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  events: (calendarId?: string) => StandInEvent[];
  requests: { method: string; path: string }[];
  revokeAll: () => void;
  expireAccessTokens: () => void;
  answerEventsWith: (status: number | null) => void;
  denyNextConsent: () => void;
  close: () => Promise<void>;
}>;
