import { breakpoints, vars } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'

/** The theme at a glance for designers: colours, type scale, spacing, breakpoints. */
function Tokens() {
  return (
    <div style={{ display: 'grid', gap: vars.space[6] }}>
      <section>
        <h2>Цвета</h2>
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: vars.space[3],
            listStyle: 'none',
            padding: 0,
          }}
        >
          {Object.entries(vars.color).map(([name, value]) => (
            <li key={name} style={{ width: 120 }}>
              <div
                style={{
                  height: 48,
                  background: value,
                  border: `1px solid ${vars.color.border}`,
                  borderRadius: 6,
                }}
              />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Шрифт</h2>
        {Object.entries(vars.fontSize).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: 0 }}>
            {name}: Тормозной механизм в сборе правый
          </p>
        ))}
      </section>
      <section>
        <h2>Отступы</h2>
        {Object.entries(vars.space).map(([name, space]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <code style={{ width: 24 }}>{name}</code>
            <span style={{ width: space, height: 12, background: vars.color.accent }} />
          </div>
        ))}
      </section>
      <section>
        <h2>Точки перехода</h2>
        <p>
          {Object.entries(breakpoints)
            .map(([name, px]) => `${name} ${px}`)
            .join(' · ')}{' '}
          — мобильная версия ниже {breakpoints.lg} px
        </p>
      </section>
    </div>
  )
}

const meta = { title: 'Design system/Tokens', component: Tokens } satisfies Meta<typeof Tokens>

export default meta
export const Overview: StoryObj<typeof meta> = {}
