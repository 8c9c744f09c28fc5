/** R100: the delete dialog's message ends with a question mark; one is added when missing ('؟' counts). */
export function withQuestionMark(message: string, mark = '?'): string {
  const text = message.trim();
  if (text === '' || text.endsWith('?') || text.endsWith('؟')) return text;
  return `${text}${mark}`;
}
