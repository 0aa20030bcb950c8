import { describe, expect, it } from 'vitest'
import { entryProblemText, layoutProblemSentence } from './problem-labels.ts'

describe("the layout editor's problems", () => {
  it("says an entry's problem as a sentence naming the field, not its path", () => {
    expect(entryProblemText('data/slides/0/link_id', 'is required: choose the category')).toBe(
      'The link of slide 1 is required: choose the category',
    )
    expect(entryProblemText('data/limit', 'must be a whole number from 1 to 24')).toBe(
      'How many to show must be a whole number from 1 to 24',
    )
    expect(entryProblemText('data/title', 'must NOT have more than 80 characters')).toBe('Heading can have at most 80 characters')
    expect(entryProblemText('data/category_ids/2', 'must be an id (a whole number from 1)')).toBe(
      'Categories must be an id (a whole number from 1)',
    )
  })
  it('names the entry by its number and kind for the screen’s message', () => {
    expect(
      layoutProblemSentence([{ code: 'top_nav' }, { code: 'static_banner' }], {
        path: 'entries/1/data/slides/0/image',
        message: 'is required: upload a picture',
      }),
    ).toBe('Entry 2 (Single banner): The picture of slide 1 is required: upload a picture')
  })
})
