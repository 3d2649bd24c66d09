/**
 * Customer feedback for the dashboard (issue 21): the 24 seeded feedbacks of Acme (ids and counts
 * other tests rely on stay) get what a visitor gives: a rating per parameter of the form, a comment
 * on most, and the three that asked for immediate service point at the open issue of their facility
 * (iss-acme-1, -9 and -17 are on the same facilities), so /feedbackRequests links to real issues.
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import * as t from './schema';

const PARAMETERS = ['fbp-acme-cleanliness', 'fbp-acme-smell', 'fbp-acme-supplies'];
const HAPPY = ['Very clean, thank you!', 'Smells fresh.', '', 'Good job by the staff.', 'Quick and tidy.', ''];
const UNHAPPY = ['The floor is wet and slippery.', 'Bad smell, please clean.', 'No soap and no tissue.'];

export async function seedFeedbackDetails(database: Database): Promise<void> {
  const { db } = database;
  for (let i = 0; i < 24; i += 1) {
    const negative = i % 4 === 0;
    const immediate = i % 8 === 0;
    // A negative feedback is unhappy with one or two parameters; a positive one maybe with one.
    const ratings = PARAMETERS.map((parameter, p) => ({
      parameter,
      happy: negative ? p !== (i / 4) % 3 && !(immediate && p === 2) : !(i % 7 === 3 && p === 1),
    }));
    const comment = negative ? (UNHAPPY[(i / 4) % 3] ?? '') : (HAPPY[i % HAPPY.length] ?? '');
    await db
      .update(t.feedbacks)
      .set({ ratings, comment, issueId: immediate ? `iss-acme-${i + 1}` : null })
      .where(eq(t.feedbacks.id, `fbk-acme-${i + 1}`));
  }
}
