'use client'

import { useEffect } from 'react'

import { noteLead } from '@/components/consent/controller'

/** On a form's thank-you page: the conversion event, sent only to trackers the visitor allowed. */
export function LeadEvent() {
  useEffect(() => {
    noteLead()
  }, [])
  return null
}
