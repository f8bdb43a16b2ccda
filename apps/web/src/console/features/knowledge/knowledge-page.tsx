import type { KnowledgeArticle } from '@heloc/domain/contracts';
import { useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useChatbotFeedback } from './api/list-chatbot-feedback';
import { useKnowledgeArticles } from './api/list-knowledge-articles';
import { useKnowledgeGaps, useRefreshKnowledgeGaps } from './api/list-knowledge-gaps';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';
import { ConsoleTable } from '../../shared/console-table';
import { useConsoleTitle } from '../../shared/use-console-title';
import { type ArticleDraft, ArticleForm } from './article-form';
import { FeedbackList } from './feedback-list';
import { GapList } from './gap-list';
import { draftFromGap } from './gap-draft';

/** Which article the form holds: none open, a new one, or one being edited. */
type Editing = { kind: 'none' } | { kind: 'new'; draft?: ArticleDraft } | { kind: 'edit'; article: KnowledgeArticle };

/**
 * /console/knowledge (docs/product/chat.md §3): the chatbot's articles of an organisation with how many answers
 * helped, a form to write or edit one, the questions it could not answer well (an article can be written from them),
 * and the rated answers with their reasons.
 */
export function KnowledgePage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'KNOWLEDGE_MANAGE');
  const [chosenOrg, setChosen] = useChosenOrg(self?.orgCodes);
  const orgCode = mayManage ? chosenOrg : undefined;
  const articles = useKnowledgeArticles(orgCode);
  const feedback = useChatbotFeedback(orgCode);
  const gaps = useKnowledgeGaps(orgCode);
  const refreshGaps = useRefreshKnowledgeGaps();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [saved, setSaved] = useState<string | null>(null);
  useConsoleTitle('Knowledge base');

  if (!self) return null;
  if (!mayManage || !orgCode) {
    return (
      <section className="stack" aria-labelledby="knowledge-title">
        <h1 id="knowledge-title">Knowledge base</h1>
        <Alert variant="info">Only an admin edits the chatbot's articles.</Alert>
      </section>
    );
  }

  const open = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };

  return (
    <section className="stack" aria-labelledby="knowledge-title">
      <h1 id="knowledge-title">Knowledge base</h1>
      <OrgPicker
        orgCodes={self.orgCodes}
        value={orgCode}
        onChange={(code) => {
          setChosen(code);
          open({ kind: 'none' });
        }}
      />
      {saved && <Alert variant="success">{saved}</Alert>}
      {articles.error && <Alert variant="error">{englishErrorOf(articles.error)}</Alert>}
      {articles.isPending && <Spinner label="Loading the articles" />}
      {articles.data && (
        <ConsoleTable
          label="Articles table"
          caption="Articles"
          columns={['Title', 'Language', 'Published', 'Helpful', 'Not helpful']}
          actions
        >
          {articles.data.map((article) => (
            <tr key={article.uuid}>
              <th scope="row">{article.title}</th>
              <td>{article.language === 'es' ? 'Spanish' : 'English'}</td>
              <td>{article.published ? 'Yes' : 'No'}</td>
              <td>{article.helpful}</td>
              <td>{article.unhelpful}</td>
              <td className="console-row-actions">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${article.title}`}
                  onClick={() => open({ kind: 'edit', article })}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {editing.kind === 'none' ? (
        <div>
          <Button variant="secondary" onClick={() => open({ kind: 'new' })}>
            Write a new article
          </Button>
        </div>
      ) : (
        <ArticleForm
          key={editing.kind === 'edit' ? editing.article.uuid : `new-${editing.draft?.title ?? ''}`}
          orgCode={orgCode}
          article={editing.kind === 'edit' ? editing.article : null}
          draft={editing.kind === 'new' ? editing.draft : undefined}
          onCancel={() => open({ kind: 'none' })}
          onSaved={(article) => {
            setEditing({ kind: 'none' });
            setSaved(`Saved ${article.title}.`);
            void refreshGaps(orgCode);
          }}
        />
      )}
      {feedback.error && <Alert variant="error">{englishErrorOf(feedback.error)}</Alert>}
      {gaps.data && <GapList gaps={gaps.data} onWrite={(gap) => open({ kind: 'new', draft: draftFromGap(gap) })} />}
      {feedback.data && <FeedbackList rows={feedback.data} />}
    </section>
  );
}
