'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import Link from '@/components/ui/link.client';
import { useRef, useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  /** In the page's language. */
  name: string;
  path: string;
  productCount: number;
  isActive: boolean;
  /** §3's places it shows in: menu, sidebar, box, footer. */
  flags: ('menu' | 'sidebar' | 'box' | 'footer')[];
}

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-2.5 py-1 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * The category tree: each parent's children in their order, moved among their siblings by
 * dragging a handle (with a pointer, or the keyboard: Space, the arrows, Space) or with the
 * up and down buttons. Each move shows at once and is saved at once with the siblings' ids; when
 * the siblings changed meanwhile the server answers 409 and the tree goes back to what it was.
 */
export function CategoryTree({ initial }: { initial: CategoryRow[] }) {
  const { t } = useI18n();
  const alert = useAlert();
  const [rows, setRows] = useState(initial);
  const { message, send } = useAdminForm();
  // Moves are saved one after the other, in the order they were made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const childrenOf = (parentId: number | null) => rows.filter((r) => r.parentId === parentId);

  function reorder(parentId: number | null, from: number, to: number) {
    const siblings = childrenOf(parentId);
    if (to < 0 || to >= siblings.length || from === to) return;
    const moved = arrayMove(siblings, from, to);
    const before = rows;
    // The flat list keeps each group's order: the group's rows take their new order in its slots.
    let i = 0;
    const next = rows.map((r) => (r.parentId === parentId ? moved[i++]! : r));
    setRows(next);
    queue.current = queue.current.then(async () => {
      const answer = await send('/rest/V1/admin/catalog/categories/order', 'PUT', {
        parent_id: parentId,
        ids: moved.map((r) => r.id),
      });
      if (answer) alert({ severity: 'success', message: t('admin_tree.categories.order_saved') });
      else setRows(before);
    });
  }

  if (rows.length === 0) return <p data-testid="admin-categories-empty">{t('admin_tree.categories.none')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700" id="admin-category-keyboard-help">
        {t('admin_tree.categories.keyboard_help')}
      </p>
      <FormMessage message={message} />
      <Siblings parentId={null} childrenOf={childrenOf} reorder={reorder} />
    </div>
  );
}

function Siblings({
  parentId,
  parentName,
  childrenOf,
  reorder,
}: {
  parentId: number | null;
  parentName?: string;
  childrenOf: (parentId: number | null) => CategoryRow[];
  reorder: (parentId: number | null, from: number, to: number) => void;
}) {
  const { t } = useI18n();
  const siblings = childrenOf(parentId);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (siblings.length === 0) return null;
  const nameOf = (id: UniqueIdentifier) => siblings.find((s) => s.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => String(siblings.findIndex((s) => s.id === id) + 1);
  const count = String(siblings.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin_tree.categories.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('admin_tree.categories.over', { name: nameOf(active.id), position: positionOf(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('admin_tree.categories.dropped', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count,
      }),
    onDragCancel: ({ active }) => t('admin_tree.categories.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(
      parentId,
      siblings.findIndex((s) => s.id === active.id),
      siblings.findIndex((s) => s.id === over.id),
    );
  };
  return (
    <DndContext
      id={`category-dnd-${parentId ?? 'root'}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin_tree.categories.keyboard_help') },
      }}
    >
      <SortableContext items={siblings.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol
          className={parentId === null ? 'space-y-3' : 'mt-2 space-y-2 border-s-2 border-neutral-200 ps-4'}
          aria-label={parentName ? t('admin_tree.categories.children', { name: parentName }) : undefined}
          data-testid={`admin-category-children-${parentId ?? 'root'}`}
        >
          {siblings.map((row, index) => (
            <SortableCategory
              key={row.id}
              row={row}
              index={index}
              last={index === siblings.length - 1}
              onMove={(to) => reorder(parentId, index, to)}
            >
              <Siblings parentId={row.id} parentName={row.name} childrenOf={childrenOf} reorder={reorder} />
            </SortableCategory>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableCategory({
  row,
  index,
  last,
  onMove,
  children,
}: {
  row: CategoryRow;
  index: number;
  last: boolean;
  onMove: (to: number) => void;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-lg bg-white p-2 shadow-sm ${isDragging ? 'relative z-10 ring-2 ring-secondary' : ''}`}
      data-testid={`admin-category-${row.id}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin_tree.categories.drag', { name: row.name })}
          aria-describedby="admin-category-keyboard-help"
          className="cursor-grab touch-none rounded p-1 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid="admin-category-handle"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
        <div className="min-w-40 flex-1">
          <Link
            href={`/admin/catalog/categories/${row.id}`}
            className={TEXT_LINK}
            data-testid="admin-category-edit"
          >
            {row.name}
          </Link>
          <p className="text-sm text-neutral-700">
            <bdi dir="ltr">/{row.path}</bdi> ·{' '}
            {t('admin_tree.categories.products', { count: row.productCount })}
          </p>
        </div>
        <ul className="flex flex-wrap gap-1 text-xs">
          {!row.isActive && (
            <li className="rounded bg-neutral-200 px-2 py-0.5 font-bold text-neutral-800">
              {t('admin_tree.categories.off')}
            </li>
          )}
          {row.flags.map((f) => (
            <li key={f} className="rounded bg-blue-50 px-2 py-0.5 text-blue-900">
              {t(`admin_tree.categories.flag.${f}`)}
            </li>
          ))}
        </ul>
        <div className="flex gap-1">
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('admin_tree.categories.move_up', { name: row.name })}
            data-testid="admin-category-up"
          >
            ↑
          </button>
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={last}
            onClick={() => onMove(index + 1)}
            aria-label={t('admin_tree.categories.move_down', { name: row.name })}
            data-testid="admin-category-down"
          >
            ↓
          </button>
        </div>
      </div>
      {children}
    </li>
  );
}
