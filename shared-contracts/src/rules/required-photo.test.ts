import { requiredPhotoCases } from './rule-cases';
import { createParameter } from '../testing/factories';
import { parametersMissingPhoto } from './required-photo';
import { issueDetailSchema } from '../schemas';

describe('parametersMissingPhoto', () => {
  it.each(requiredPhotoCases)('$name', ({ photoRequired, issueMedia, blocked }) => {
    const parameter = createParameter({ photoRequired });
    const other = createParameter({ photoRequired: true });
    const issueDetails =
      issueMedia === null
        ? []
        : [
            issueDetailSchema.parse({
              parameter: parameter._id,
              label: parameter.label,
              media: issueMedia.map((type, i) => ({ path: `/uploads/${i}`, name: `m${i}`, type })),
            }),
          ];
    const missing = parametersMissingPhoto({ parameters: [parameter, other], issueDetails });
    expect(missing.map((p) => p._id)).toEqual(blocked ? [parameter._id] : []);
  });
});
