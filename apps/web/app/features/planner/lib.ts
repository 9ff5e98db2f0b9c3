import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { BUDGET_CATEGORIES, FUNCTION_KINDS, type TBudgetCategory, type TFunctionKind } from '@utsab/shared/planner'
import type { TChecklistItem, TPlannerFunction } from '@utsab/shared/schemas/planner'
import type { TTranslate } from '#app/lib/i18n'

/** How the planner names things in the reader's language. */
export const kindName = (kind: TFunctionKind, t: TTranslate) => t(`planner.kind.${kind}`)
export const categoryName = (category: TBudgetCategory, t: TTranslate) => t(`planner.category.${category}`)

/** A function by its own name, or its kind's. */
export const functionName = (fn: Pick<TPlannerFunction, 'kind' | 'title'>, t: TTranslate) => fn.title ?? kindName(fn.kind, t)

/** A task in the family's words, or the usual task's in the reader's language. */
export const taskText = (item: Pick<TChecklistItem, 'text' | 'templateKey'>, t: TTranslate) =>
  item.text ?? t(`planner.task.${item.templateKey}` as TMessageKey)

export const kindOptions = (t: TTranslate) => FUNCTION_KINDS.map((kind) => ({ value: kind, label: kindName(kind, t) }))
export const categoryOptions = (t: TTranslate) =>
  BUDGET_CATEGORIES.map((category) => ({ value: category, label: categoryName(category, t) }))
