/**
 * The mail catcher of the test servers (maildev) through its REST API: what the system mailed, as a
 * recipient would see it.
 */
export interface CaughtMessage {
  /** The catcher's own id of the message. */
  id: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { fileName: string; contentType: string; checksum: string }[];
}

/** Every message the catcher holds; with `about`, those whose subject names it (an application id). */
export async function caughtMessages(mailApiUrl: string, about?: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${mailApiUrl}/email`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  const messages = (await response.json()) as CaughtMessage[];
  return about === undefined ? messages : messages.filter((message) => message.subject.includes(about));
}

/** A message as it went over the wire: its headers and every part, encoded as sent. */
export async function caughtSource(mailApiUrl: string, message: CaughtMessage): Promise<string> {
  const response = await fetch(`${mailApiUrl}/email/${encodeURIComponent(message.id)}/source`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return response.text();
}
