import type { MediaItem } from '../schemas';
import { mediaOf } from './report-media';

const item = (name: string): MediaItem => ({ path: `/uploads/${name}`, name, type: 'image/jpeg' });

describe('mediaOf', () => {
  it("lists the issues' media, then the overall note's, then the additional-detail image slots'", () => {
    const media = mediaOf({
      issueDetails: [
        {
          parameter: 'p',
          label: 'P',
          media: [item('a')],
          description: '',
          tags: [],
          selectedTags: [],
          urgencyLevel: 'low',
          affectedParamsCount: 1,
          paramQuantity: 1,
        },
      ],
      overall: { description: '', media: [item('b')] },
      paramProps: [
        {
          id: 'p',
          name: 'p',
          isEnabled: true,
          quantity: 1,
          imageSettings: { enabled: true, isMandatory: true, imageCount: 2 },
          additionalParameters: [],
          images: [{ img: [item('c')] }, { img: [] }],
        },
        { id: 'q', name: 'q', isEnabled: true, quantity: 1, imageSettings: { enabled: false, isMandatory: false, imageCount: 0 }, additionalParameters: [] },
      ],
    });
    expect(media.map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
  });
});
