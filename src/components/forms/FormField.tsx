import { ZoneMap } from '@/components/demand/ZoneMap.client'
import styles from './LeadForm.module.css'
import { Textarea } from './Textarea.client'
import type { FieldOption, FieldSpec } from './types'

type Props = {
  formId: string
  field: FieldSpec
  value: string | string[] | undefined
  error: string | undefined
  optional: string
}

const inputTypes = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  date: 'date',
  amount: 'text',
  count: 'text',
} as const

/**
 * One field with its label, hint and error. The error is tied to the input (aria-describedby,
 * aria-invalid) and worded in the visitor's language; the value typed is kept as the field's
 * default, so a form sent back for a fix shows everything again.
 */
export function FormField({ formId, field, value, error, optional }: Props) {
  const id = `${formId}-${field.name}`
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const single = Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  const many = Array.isArray(value) ? value : value ? [value] : []
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}> ({optional})</span>
      )}
    </>
  )
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const
  const messages = (
    <>
      {field.hint ? (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
  const width = field.width ? styles[field.width] : ''

  if (field.kind === 'radios' || field.kind === 'checkboxes') {
    const type = field.kind === 'radios' ? 'radio' : 'checkbox'
    const box = (option: FieldOption) => (
      <label key={option.value} className={`${styles.option} ${option.disabled ? styles.unavailable : ''}`}>
        <input
          type={type}
          name={field.name}
          value={option.value}
          defaultChecked={many.includes(option.value) && !option.disabled}
          disabled={option.disabled}
        />
        <span>{option.label}</span>
      </label>
    )
    return (
      <fieldset
        className={`${styles.field} ${styles.choices} ${width}`}
        {...common}
        role={type === 'radio' ? 'radiogroup' : undefined}
        // A radiogroup may say it is required; a plain group of checkboxes may not (ARIA), and the
        // legend's asterisk says it already.
        aria-required={type === 'radio' ? common['aria-required'] : undefined}
      >
        <legend className={styles.label}>{label}</legend>
        {/* Above a long list of sub-groups, the hint and the error are read before the boxes. */}
        {field.optionGroups ? messages : null}
        {field.zoneMap ? (
          <ZoneMap
            name={field.name}
            texts={field.zoneMap}
            townCentres={field.zoneMap.townCentres}
            options={field.optionGroups?.flatMap((group) => group.options) ?? []}
          />
        ) : null}
        {field.options ? (
          <div className={styles.options}>{field.options.map((option) => box(option))}</div>
        ) : null}
        {field.optionGroups?.map((group) => (
          <fieldset key={group.legend} className={styles.optionGroup}>
            <legend className={styles.optionLegend}>{group.legend}</legend>
            <div className={`${styles.options} ${styles.columns}`}>
              {group.options.map((option) => box(option))}
            </div>
          </fieldset>
        ))}
        {field.optionGroups ? null : messages}
      </fieldset>
    )
  }

  if (field.kind === 'checkbox') {
    return (
      <div className={`${styles.field} ${width}`}>
        <label className={styles.option}>
          <input
            type="checkbox"
            name={field.name}
            id={id}
            defaultChecked={single === 'on' || single === 'true'}
            {...common}
          />
          <span>{field.label}</span>
        </label>
        {messages}
      </div>
    )
  }

  return (
    <div className={`${styles.field} ${width}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <Textarea
          id={id}
          name={field.name}
          rows={field.rows ?? 5}
          maxLength={field.maxLength}
          defaultValue={single}
          className={styles.input}
          {...common}
        />
      ) : field.kind === 'select' ? (
        <select
          // React applies a select's defaultValue only when it mounts: a new key remounts it with the
          // value sent back, which the form's reset after the action would otherwise drop.
          key={single}
          id={id}
          name={field.name}
          defaultValue={single}
          className={styles.input}
          autoComplete={field.autoComplete}
          {...common}
        >
          <option value="">—</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'file' ? (
        <input
          id={id}
          name={field.name}
          type="file"
          accept={field.accept}
          className={styles.file}
          {...common}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          type={inputTypes[field.kind]}
          min={field.kind === 'date' ? field.min : undefined}
          inputMode={field.kind === 'amount' ? 'decimal' : field.kind === 'count' ? 'numeric' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={single}
          className={styles.input}
          {...common}
        />
      )}
      {messages}
    </div>
  )
}
