import { KeyRound, Trash2, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

interface SettingsTabProps {
  onEditProfile: () => void;
  onChangePassword: () => void;
  onDeleteAccount: () => void;
}

export function SettingsTab({ onEditProfile, onChangePassword, onDeleteAccount }: SettingsTabProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Account settings</h2>
        <p className="mt-1 text-sm text-slate-600">Manage how you appear and how you sign in.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="outline" onClick={onEditProfile}>
            <UserRound /> Edit Profile
          </Button>
          <Button variant="outline" onClick={onChangePassword}>
            <KeyRound /> Change Password
          </Button>
        </div>
      </Card>
      <Card className="border-red-200 p-6">
        <h2 className="text-lg font-semibold text-red-700">Delete account</h2>
        <p className="mt-1 text-sm text-slate-600">Removes your account with all its designs, mockups and files.</p>
        <Button variant="outline" className="mt-5 border-red-300 text-red-700 hover:bg-red-50" onClick={onDeleteAccount}>
          <Trash2 /> Delete Account
        </Button>
      </Card>
    </div>
  );
}
