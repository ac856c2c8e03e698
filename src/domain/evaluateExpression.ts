import { compareOrder, ConditionError, readField, sameValue } from './conditionValues'
import type { Expression } from './parseExpression'

function asBoolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ConditionError('Expected true or false')
  return value
}

/**
 * Evaluates a parsed condition against a record. '&&', '||' and '!' accept only booleans (no
 * JavaScript truthiness: 'Price && …' is a type error). Both sides of '&&' and '||' are always
 * evaluated, so a misspelt field fails the condition even where a short-circuit would hide it.
 */
export function evaluateExpression(expression: Expression, record: unknown): unknown {
  switch (expression.kind) {
    case 'literal':
      return expression.value
    case 'field':
      return readField(record, expression.path)
    case 'not':
      return !asBoolean(evaluateExpression(expression.operand, record))
    case 'logical': {
      const left = asBoolean(evaluateExpression(expression.left, record))
      const right = asBoolean(evaluateExpression(expression.right, record))
      return expression.operator === '&&' ? left && right : left || right
    }
    case 'compare': {
      const left = evaluateExpression(expression.left, record)
      const right = evaluateExpression(expression.right, record)
      switch (expression.operator) {
        case '==':
          return sameValue(left, right)
        case '!=':
          return !sameValue(left, right)
        case '>':
          return compareOrder(left, right) > 0
        case '<':
          return compareOrder(left, right) < 0
        case '>=':
          return compareOrder(left, right) >= 0
        case '<=':
          return compareOrder(left, right) <= 0
      }
    }
  }
}
