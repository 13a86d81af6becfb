export { OtherQuestionsPanel } from './OtherQuestionsPanel';
export type { OtherQuestionsPanelProps } from './OtherQuestionsPanel';
