import en from './locales/en-US.json';
import hi from './locales/hi.json';
import { searchHelp } from './help-page';

describe('searchHelp', () => {
  it('finds the topics and messages that mention every word', () => {
    const found = searchHelp(en.help.topics, en.help.messages, 'network queue');
    expect(found.topics.map((topic) => topic.title)).toEqual(['Work without a network']);
    expect(searchHelp(en.help.topics, en.help.messages, 'facility shift').messages.map((message) => message.text)).toEqual([
      'This facility is not part of your shift.',
    ]);
  });

  it('shows everything for an empty query', () => {
    expect(searchHelp(en.help.topics, en.help.messages, ' ').topics).toHaveLength(en.help.topics.length);
  });

  it("quotes the spec's messages word for word and has a Hindi entry for each", () => {
    const texts = en.help.messages.map((message) => message.text);
    for (const message of ['No such facility.', 'Report already exist', 'Report for facility is already cached.', 'This facility does not need checkup.']) {
      expect(texts).toContain(message);
    }
    expect(hi.help.messages).toHaveLength(en.help.messages.length);
    expect(hi.help.topics.map((topic) => topic.steps.length)).toEqual(en.help.topics.map((topic) => topic.steps.length));
  });
});
