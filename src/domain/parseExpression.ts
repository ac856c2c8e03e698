import { ConditionError } from './conditionValues'
import { tokenizeExpression, type Operator, type Token } from './tokenizeExpression'

export type Comparison = '==' | '!=' | '>' | '<' | '>=' | '<='

export type Expression =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'field'; path: string }
  | { kind: 'not'; operand: Expression }
  | { kind: 'logical'; operator: '&&' | '||'; left: Expression; right: Expression }
  | { kind: 'compare'; operator: Comparison; left: Expression; right: Expression }

const COMPARISONS: readonly Operator[] = ['==', '!=', '>', '<', '>=', '<=']
const LITERALS: Record<string, boolean | null> = { true: true, false: false, null: null }

/**
 * Recursive-descent parser, precedence as in JavaScript: '!' binds tightest, then one comparison,
 * then '&&', then '||'. Chained comparisons ('a < b < c') are refused rather than guessed.
 */
export function parseExpression(source: string): Expression {
  const tokens = tokenizeExpression(source)
  let position = 0
  const peek = (): Token | undefined => tokens[position]
  const isOperator = (...ops: Operator[]) => {
    const token = peek()
    return token?.type === 'operator' && ops.includes(token.value)
  }
  const next = (): Token => {
    const token = tokens[position++]
    if (!token) throw new ConditionError('Unexpected end of condition')
    return token
  }

  const primary = (): Expression => {
    const token = next()
    if (token.type === 'number' || token.type === 'string') return { kind: 'literal', value: token.value }
    if (token.type === 'name') {
      return token.value in LITERALS
        ? { kind: 'literal', value: LITERALS[token.value] ?? null }
        : { kind: 'field', path: token.value }
    }
    if (token.value === '(') {
      const inner = or()
      if (!isOperator(')')) throw new ConditionError('Missing )')
      position++
      return inner
    }
    throw new ConditionError(`Unexpected ${token.value}`)
  }
  const unary = (): Expression => {
    if (!isOperator('!')) return primary()
    position++
    return { kind: 'not', operand: unary() }
  }
  const comparison = (): Expression => {
    const left = unary()
    const token = peek()
    if (token?.type !== 'operator' || !COMPARISONS.includes(token.value)) return left
    position++
    return { kind: 'compare', operator: token.value as Comparison, left, right: unary() }
  }
  const and = (): Expression => {
    let left = comparison()
    while (isOperator('&&')) {
      position++
      left = { kind: 'logical', operator: '&&', left, right: comparison() }
    }
    return left
  }
  const or = (): Expression => {
    let left = and()
    while (isOperator('||')) {
      position++
      left = { kind: 'logical', operator: '||', left, right: and() }
    }
    return left
  }

  const expression = or()
  if (position < tokens.length) throw new ConditionError('Unexpected text after the condition')
  return expression
}
