/**
 * /help: how to scan, fill a checklist, work offline and follow issues, and what each message of the
 * app means - searchable, in the language in use. The texts are in the shell's locale files.
 */
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface HelpTopic {
  title: string;
  steps: string[];
}

export interface HelpMessage {
  text: string;
  meaning: string;
}

/** The topics and messages that mention every word of the query (case and accents as typed). */
export function searchHelp(topics: readonly HelpTopic[], messages: readonly HelpMessage[], query: string) {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = (...texts: string[]) => {
    const haystack = texts.join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return {
    topics: topics.filter((topic) => matches(topic.title, ...topic.steps)),
    messages: messages.filter((message) => matches(message.text, message.meaning)),
  };
}

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export default function HelpPage() {
  const { t } = useTranslation('shell-pages');
  const [query, setQuery] = useState('');
  const topics = listOf<HelpTopic>(t('help.topics', { returnObjects: true }));
  const messages = listOf<HelpMessage>(t('help.messages', { returnObjects: true }));
  const found = useMemo(() => searchHelp(topics, messages, query), [topics, messages, query]);
  const searching = query.trim() !== '';

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('help.title')}
      </Typography.Title>
      <Input.Search allowClear placeholder={t('help.search')} aria-label={t('help.search')} onChange={(event) => setQuery(event.target.value)} />
      {found.topics.length === 0 && found.messages.length === 0 && <Empty description={t('help.nothing')} />}
      {found.topics.length > 0 && (
        <Collapse
          // While searching every match is open; otherwise the first topic is.
          key={searching ? 'search' : 'browse'}
          defaultActiveKey={searching ? found.topics.map((topic) => topic.title) : found.topics.slice(0, 1).map((topic) => topic.title)}
          items={found.topics.map((topic) => ({
            key: topic.title,
            label: topic.title,
            children: (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {topic.steps.map((step) => (
                  <li key={step} style={{ marginBottom: 6 }}>
                    {step}
                  </li>
                ))}
              </ol>
            ),
          }))}
        />
      )}
      {found.messages.length > 0 && (
        <section aria-labelledby="help-messages">
          <Typography.Title level={4} id="help-messages" style={{ marginTop: 0 }}>
            {t('help.messagesTitle')}
          </Typography.Title>
          <dl style={{ margin: 0 }}>
            {found.messages.map((message) => (
              <div key={message.text} style={{ marginBottom: 12 }}>
                <dt>
                  <Typography.Text strong>{message.text}</Typography.Text>
                </dt>
                <dd style={{ margin: '2px 0 0' }}>
                  <Typography.Text type="secondary">{message.meaning}</Typography.Text>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Flex>
  );
}
