import { SelectField } from './SelectField';

/** A picker narrowing a record list: "all" (the empty value) first, then each choice by its name. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  choices,
  nameOf,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | '';
  choices: readonly V[];
  nameOf: (choice: V) => string;
  onChange: (next: V | '') => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      options={[
        { value: '', label: allLabel },
        ...choices.map((choice) => ({ value: choice, label: nameOf(choice) })),
      ]}
    />
  );
}
