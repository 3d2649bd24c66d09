/**
 * The avatar (image, or the first letter of the name) and its menu (spec 001 §2.2): Upload Profile
 * Pic, Quick Report, Screenshot, Set home page, Feedbacks, Dark/Light mode, language, Logout and
 * the version. Dialogs and the screenshot tools load only when chosen.
 */
import Dropdown from 'antd/es/dropdown';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { assetUrl, languages } from 'shared-contracts';
import { PlainAvatar, useConfirmQueued, useSession } from 'ui-kit';
import { useSubject } from '../../app/use-subject';
import { signOut } from '../../auth/session-service';
import { orgState } from '../../org/org-store';
import { themeMode } from '../../theme/theme-mode';
import { showFeedbacks, showQuickReport } from '../chrome-rules';
import { type MenuAction, runMenuAction } from './menu-actions';

const ProfilePicDialog = lazy(() => import('./profile-pic-dialog'));
const QuickReport = lazy(() => import('./quick-report'));
const FeedbackFrame = lazy(() => import('./feedback-frame'));

export type OpenDialog = { name: 'profile' } | { name: 'quickReport' } | { name: 'feedbacks'; encryptedToken: string } | null;

/** Avatar size in px (spec 001 §9). */
export const AVATAR_SIZE = 40;

export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const { user, permissions } = useSession();
  const { organization } = useSubject(orgState);
  const mode = useSubject(themeMode);
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const confirmQueued = useConfirmQueued();
  // antd's Dropdown sets state from its ref as it mounts, which makes React run every effect of the
  // first screen in the same task as drawing it (issue 15, blocking time). It mounts just after the
  // first screen instead, in a transition (a plain update from a timer renders the header in one
  // task of ~100 ms on a phone); a tap on the avatar before then opens the menu all the same.
  const [menuMounted, setMenuMounted] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => startTransition(() => setMenuMounted(true)));
    return () => clearTimeout(later);
  }, []);
  if (!user) return null;
  const nextLanguage = languages.find((language) => language !== i18n.language) ?? 'en-US';

  const avatar = (
    <button
      type="button"
      aria-label={t('layout.userMenu')}
      style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'flex' }}
      onClick={
        menuMounted
          ? undefined
          : () => {
              setMenuMounted(true);
              setOpen(true);
            }
      }
    >
      <PlainAvatar size={AVATAR_SIZE} src={user.img ? assetUrl(user.img) : undefined} initial={user.name.charAt(0)} />
    </button>
  );

  return (
    <>
      {menuMounted ? (
        <Dropdown
          trigger={['click']}
          open={open}
          onOpenChange={setOpen}
          menu={{
            items: [
              { key: 'name', label: user.name, disabled: true },
              { type: 'divider' },
              { key: 'profilePic', label: t('avatarMenu.profilePic') },
              ...(showQuickReport(permissions) ? [{ key: 'quickReport', label: t('avatarMenu.quickReport') }] : []),
              {
                key: 'screenshot',
                label: t('avatarMenu.screenshot'),
                children: [
                  { key: 'screenshot:image', label: t('avatarMenu.screenshotImage') },
                  { key: 'screenshot:pdf', label: t('avatarMenu.screenshotPdf') },
                ],
              },
              { key: 'homePage', label: t('avatarMenu.homePage') },
              ...(showFeedbacks(user, organization) ? [{ key: 'feedbacks', label: t('avatarMenu.feedbacks') }] : []),
              { key: 'theme', label: t(mode === 'dark' ? 'avatarMenu.lightMode' : 'avatarMenu.darkMode') },
              { key: 'language', label: t(`language.switchTo.${nextLanguage}`) },
              { key: 'logout', label: t('auth.logout'), danger: true },
              { type: 'divider' },
              { key: 'version', label: t('layout.version', { version: __APP_VERSION__ }), disabled: true },
            ],
            onClick: ({ key }) =>
              void runMenuAction(key as MenuAction, {
                t,
                user,
                path: location.pathname,
                mode,
                nextLanguage,
                openDialog: setDialog,
                signOut: async () => {
                  if (await confirmQueued('logout')) await signOut().then(() => navigate('/auth/login', { replace: true }));
                },
              }),
          }}
        >
          {avatar}
        </Dropdown>
      ) : (
        avatar
      )}
      <Suspense>
        {dialog?.name === 'profile' && <ProfilePicDialog onClose={() => setDialog(null)} />}
        {dialog?.name === 'quickReport' && <QuickReport onClose={() => setDialog(null)} />}
        {dialog?.name === 'feedbacks' && <FeedbackFrame encryptedToken={dialog.encryptedToken} user={user} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
