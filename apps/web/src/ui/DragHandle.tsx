import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { HTMLAttributes, Ref } from 'react';

interface DragHandleProps extends HTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** What is dragged, for assistive technology ("Drag to reorder City"). */
  label: string;
  iconSize?: number;
}

/** The grip a dnd-kit item is dragged by, with the pointer or the keyboard: its attributes and listeners go on it. */
export function DragHandle({ ref, label, iconSize = 16, ...handlers }: DragHandleProps) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="sm"
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handlers}
      aria-label={label}
    >
      <IconGripVertical size={iconSize} />
    </ActionIcon>
  );
}
