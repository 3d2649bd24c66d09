import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languages } from 'shared-contracts';
import { signOut } from '../auth/session-service';
import { useSession } from 'ui-kit';

/** Avatar (image, or the first letter of the name) with the user's actions. */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const nextLanguage = languages.find((language) => language !== i18n.language) ?? 'en-US';

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'name', label: user.name, disabled: true },
          { type: 'divider' },
          { key: 'language', label: t(`language.switchTo.${nextLanguage}`) },
          { key: 'logout', label: t('auth.logout'), danger: true },
          { type: 'divider' },
          { key: 'version', label: t('layout.version', { version: __APP_VERSION__ }), disabled: true },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void signOut().then(() => navigate('/auth/login', { replace: true }));
          if (key === 'language') {
            void i18n.changeLanguage(nextLanguage);
            localStorage.setItem('language', nextLanguage);
          }
        },
      }}
    >
      <button type="button" aria-label={t('layout.userMenu')} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
        <Avatar size={40} src={user.img || undefined}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      </button>
    </Dropdown>
  );
}
