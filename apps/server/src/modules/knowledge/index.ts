/**
 * The chatbot's knowledge front door (docs/product/chat.md §3): the console's routes for app.ts, the answer the chat
 * module gives from the articles, and how it keeps a borrower's rating of that answer.
 */
export { answerFromArticles } from './answer-from-articles';
export { recordChatbotFeedback } from './record-feedback';
export { recordUnansweredQuestion } from './record-unanswered';
export { foldText } from './question-terms';
