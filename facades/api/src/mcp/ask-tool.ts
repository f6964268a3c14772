import { ask } from '../ask/routes.ts';
import { Answer, Question } from '../ask/views.ts';
import { defineTool, READ_ONLY } from './tool.ts';

export const askTool = defineTool({
  name: 'ask',
  title: 'Ask in plain words',
  description:
    'What is on, asked as a person would ("jazz in camden this weekend", "qué hacer el sábado en Brighton", "concerts aquest cap ' +
    'de setmana a Londres", "was ist heute Abend in Berlin los"), in en-GB, es-ES, ca-ES or de-DE (locale). Pass earlier turns as ' +
    'conversation and a follow-up ("only free ones", "and on saturday?") keeps what it does not change. Answers a short grounded ' +
    'answer, the events (with their pages), what was understood (town, from, to, categories, free, q) and, when nothing matched, ' +
    'suggestions. For exact filters use find_events.',
  input: Question,
  output: Answer,
  annotations: { ...READ_ONLY, title: 'Ask in plain words' },
  async handle(question, context) {
    const answer = await ask(question, undefined, context);
    const lines = answer.events.map(
      (event) => `- ${event.title} (${event.startLabel}${event.venueName ? `, ${event.venueName}` : ''}): ${event.url}`,
    );
    const suggestions = answer.suggestions.length ? `\nTry: ${answer.suggestions.join('; ')}` : '';
    return { result: answer, text: `${answer.answer}\n${lines.join('\n')}${suggestions}`.trim() };
  },
});
