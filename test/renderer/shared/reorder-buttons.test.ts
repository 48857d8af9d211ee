// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import ReorderButtons from '@/shared/components/ReorderButtons.vue';

const labels = { up: 'Move tea up', down: 'Move tea down', remove: 'Remove tea' };

function mountButtons(props: { canMoveUp: boolean; canMoveDown: boolean; busy?: boolean }) {
  return mount(ReorderButtons, {
    props: { testid: 'entry', labels, ...props },
    global: { plugins: [ElementPlus] },
  });
}

const button = (wrapper: ReturnType<typeof mountButtons>, testid: string) =>
  wrapper.get<HTMLButtonElement>(`[data-testid="${testid}"]`);

describe('ReorderButtons', () => {
  it('names each button and emits the move or the removal', async () => {
    const wrapper = mountButtons({ canMoveUp: true, canMoveDown: true });
    expect(button(wrapper, 'entry-move-up').attributes('aria-label')).toBe('Move tea up');
    expect(button(wrapper, 'entry-move-down').attributes('title')).toBe('Move tea down');
    expect(button(wrapper, 'entry-remove').attributes('aria-label')).toBe('Remove tea');
    await button(wrapper, 'entry-move-up').trigger('click');
    await button(wrapper, 'entry-move-down').trigger('click');
    await button(wrapper, 'entry-remove').trigger('click');
    expect(wrapper.emitted('move')).toEqual([[-1], [1]]);
    expect(wrapper.emitted('remove')).toEqual([[]]);
  });

  it('disables a move that cannot be made, and every button while busy', async () => {
    const wrapper = mountButtons({ canMoveUp: false, canMoveDown: true });
    expect(button(wrapper, 'entry-move-up').element.disabled).toBe(true);
    expect(button(wrapper, 'entry-move-down').element.disabled).toBe(false);
    expect(button(wrapper, 'entry-remove').element.disabled).toBe(false);
    await wrapper.setProps({ busy: true });
    for (const id of ['entry-move-up', 'entry-move-down', 'entry-remove'])
      expect(button(wrapper, id).element.disabled).toBe(true);
  });
});
