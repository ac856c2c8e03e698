import { compareOrder, ConditionError, readField, sameValue } from './conditionValues'
import { evaluateExpression } from './evaluateExpression'
import { isEmpty } from './isEmpty'
import { parseExpression } from './parseExpression'

/** Spec §3 "Condition rule: field, logic, advancedCondition, compareWithField, compareWithValue". */
export interface ConditionRule {
  field?: string | null
  logic?: string | null
  advancedCondition?: string | null
  compareWithField?: string | null
  compareWithValue?: unknown
}

// prettier-ignore
export const CONDITION_LOGICS = [
  'equals', 'notEquals', 'greaterThan', 'lessThan', 'greaterOrEqual', 'lessOrEqual',
  'contains', 'isEmpty', 'isNotEmpty', 'in',
] as const
export type ConditionLogic = (typeof CONDITION_LOGICS)[number]

const tryEquals = (a: unknown, b: unknown) => {
  try {
    return sameValue(a, b)
  } catch {
    return false
  }
}

function applyLogic(logic: string, value: unknown, target: () => unknown): boolean {
  switch (logic as ConditionLogic) {
    case 'isEmpty':
      return isEmpty(value)
    case 'isNotEmpty':
      return !isEmpty(value)
    case 'equals':
      return sameValue(value, target())
    case 'notEquals':
      return !sameValue(value, target())
    case 'greaterThan':
      return compareOrder(value, target()) > 0
    case 'lessThan':
      return compareOrder(value, target()) < 0
    case 'greaterOrEqual':
      return compareOrder(value, target()) >= 0
    case 'lessOrEqual':
      return compareOrder(value, target()) <= 0
    case 'contains': {
      // Text: case-insensitive substring (a search). List: one item equal to the target.
      const wanted = target()
      if (Array.isArray(value)) return value.some((item) => tryEquals(item, wanted))
      if (typeof value !== 'string' || (typeof wanted !== 'string' && typeof wanted !== 'number')) {
        throw new ConditionError('contains needs text')
      }
      return value.toLowerCase().includes(String(wanted).toLowerCase())
    }
    case 'in': {
      // The target is a list, or comma-separated text as the CRM writes WebIDs ("1,3,5").
      const list = target()
      const items = Array.isArray(list)
        ? list
        : typeof list === 'string'
          ? list.split(',').map((s) => s.trim())
          : null
      if (!items) throw new ConditionError('in needs a list')
      return items.some((item) => tryEquals(value, item))
    }
    default:
      throw new ConditionError(`Unknown logic ${logic}`)
  }
}

/**
 * Whether a record passes a CMS condition. A non-empty advancedCondition is the whole rule (it is
 * the advanced form of the same question); otherwise `field logic target`, where the target is
 * another field of the record (compareWithField) or a fixed value (compareWithValue).
 * Spec §5: "Conditions on property data are expressions; an error counts as failed" — unknown
 * fields, unknown logic, parse errors and type errors all give false.
 */
export function evaluateCondition(rule: ConditionRule, record: unknown): boolean {
  try {
    const advanced = rule.advancedCondition?.trim()
    if (advanced) return evaluateExpression(parseExpression(advanced), record) === true

    const field = rule.field?.trim()
    if (!field || !rule.logic) return false
    const value = readField(record, field)
    const otherField = rule.compareWithField?.trim()
    const target = () => (otherField ? readField(record, otherField) : rule.compareWithValue)
    return applyLogic(rule.logic, value, target)
  } catch {
    return false
  }
}
