/**
 * Lint rule: a component never shows a hard-coded sentence. Every word a person reads comes from the
 * message catalogs (`t('key')`), so it exists in English and in Bangla. Flags JSX text with letters,
 * string children (`{'Save'}`, template literals) and string values of the props that carry words.
 */
const WORD_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
  'heading',
  'message',
  'emptyMessage',
  'pendingLabel',
])

const LETTER = /\p{L}{2,}/u

const hasWords = (text) => LETTER.test(text)

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words in components come from the message catalogs, in both languages.' },
    messages: { literal: 'Hard-coded text "{{text}}": add a message key in both languages and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } })
    const checkExpression = (expression) => {
      if (!expression) return
      if (expression.type === 'Literal' && typeof expression.value === 'string' && hasWords(expression.value))
        report(expression, expression.value)
      if (expression.type === 'TemplateLiteral' && expression.quasis.some((quasi) => hasWords(quasi.value.cooked ?? ''))) {
        report(expression, expression.quasis.map((quasi) => quasi.value.cooked).join('…'))
      }
      if (expression.type === 'ConditionalExpression') {
        checkExpression(expression.consequent)
        checkExpression(expression.alternate)
      }
      if (expression.type === 'LogicalExpression') checkExpression(expression.right)
    }
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') checkExpression(node.expression)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null
        if (!name || !WORD_PROPS.has(name) || !node.value) return
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && hasWords(node.value.value))
          report(node.value, node.value.value)
        if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression)
      },
    }
  },
}

export default { rules: { 'no-literal-text': noLiteralText } }
