import { ConditionError } from './conditionValues'

export type Operator = '&&' | '||' | '!' | '==' | '!=' | '>' | '<' | '>=' | '<=' | '(' | ')'

export type Token =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'name'; value: string }
  | { type: 'operator'; value: Operator }

// Longest operators first so that '>=' is not read as '>' followed by '='.
const OPERATORS: readonly Operator[] = ['&&', '||', '==', '!=', '>=', '<=', '!', '>', '<', '(', ')']
const NUMBER = /^\d+(\.\d+)?/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/
const STRING = /^(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/

/**
 * Splits an advanced condition ("Price > 100000 && Goal == 0") into tokens. Anything else, such
 * as '=', '+', ';' or a function call, is a syntax error: the language is deliberately tiny so it
 * can never run code (no eval, no new Function).
 */
export function tokenizeExpression(source: string): Token[] {
  const tokens: Token[] = []
  let rest = source
  while ((rest = rest.trimStart()) !== '') {
    const number = NUMBER.exec(rest)
    const name = number ? null : NAME.exec(rest)
    const string = number || name ? null : STRING.exec(rest)
    const operator = OPERATORS.find((op) => rest.startsWith(op))
    if (number) tokens.push({ type: 'number', value: Number(number[0]) })
    else if (name) tokens.push({ type: 'name', value: name[0] })
    else if (string) {
      const body = string[1] ?? string[2] ?? ''
      tokens.push({ type: 'string', value: body.replace(/\\(.)/g, '$1') })
    } else if (operator) tokens.push({ type: 'operator', value: operator })
    else throw new ConditionError(`Unexpected character ${rest[0]}`)
    const length = (number ?? name ?? string)?.[0].length ?? operator?.length ?? 1
    rest = rest.slice(length)
  }
  return tokens
}
