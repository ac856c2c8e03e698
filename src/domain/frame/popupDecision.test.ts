import { describe, expect, it } from 'vitest'

import { type PopupConfig, type PopupContext, type PopupDecision, popupDecision } from './popupDecision'

const visitor: PopupContext = { closedThisSession: false, url: 'https://agency.be/fr/a-vendre/' }

describe('popupDecision: "shown immediately, or after delay seconds if delay > 0"', () => {
  it.each<[string, PopupConfig, PopupDecision]>([
    ['"isPublished = yes", no delay', { isPublished: 'yes' }, { show: true, delayMs: 0 }],
    ['delay 0 means immediately', { isPublished: 'yes', delay: 0 }, { show: true, delayMs: 0 }],
    ['delay in seconds becomes ms', { isPublished: 'yes', delay: 5 }, { show: true, delayMs: 5000 }],
    ['delay as text', { isPublished: 'yes', delay: '2.5' }, { show: true, delayMs: 2500 }],
    ['negative delay is immediately', { isPublished: 'yes', delay: -3 }, { show: true, delayMs: 0 }],
    ['unreadable delay is immediately', { isPublished: 'yes', delay: 'soon' }, { show: true, delayMs: 0 }],
    ['boolean true is published', { isPublished: true, delay: 1 }, { show: true, delayMs: 1000 }],
    ['"Yes" in another case', { isPublished: ' Yes ' }, { show: true, delayMs: 0 }],
    ['"no" is not published', { isPublished: 'no', delay: 1 }, { show: false }],
    ['missing flag is not published', {}, { show: false }],
    ['false is not published', { isPublished: false }, { show: false }],
  ])('%s', (_, config, expected) => {
    expect(popupDecision(config, visitor)).toEqual(expected)
  })
})

describe('popupDecision: suppressed', () => {
  it.each<[string, PopupContext]>([
    [
      '"records a session flag so it is not shown again that session"',
      { ...visitor, closedThisSession: true },
    ],
    ['"the URL contains modal-clicked"', { ...visitor, url: 'https://agency.be/contact/?modal-clicked=1' }],
    ['"the page form\'s action is the current URL"', { ...visitor, formActionIsCurrentUrl: true }],
  ])('%s', (_, context) => {
    expect(popupDecision({ isPublished: 'yes', delay: 2 }, context)).toEqual({ show: false })
  })
})
