import { DIVISIONS } from '@utsab/shared/districts'
import { Select, type TOptionGroup, type TSelectProps } from './select'

const DISTRICT_GROUPS: readonly TOptionGroup[] = DIVISIONS.map((division) => ({
  label: `${division.en} division`,
  options: division.districts.map((district) => ({ value: district.en, label: district.en })),
}))

/** A select of the 64 districts under their 8 divisions (filters, the merchant form, listing details). */
export function DistrictSelect(props: Omit<TSelectProps, 'options' | 'groups' | 'children'>) {
  return <Select groups={DISTRICT_GROUPS} {...props} />
}
