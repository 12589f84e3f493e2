/**
 * Staff's words put inside a message that ends the sentence itself ("… not accepted: {{reason}}."):
 * trimmed, without a full stop of their own, so that the message does not end in "..".
 */
export const sentencePart = (text: string): string =>
  text
    .trim()
    .replace(/[.。]+$/u, '')
    .trimEnd();
